import { Button, Space, Tag } from 'antd-mobile';
import { PartnerPicker as PartnerSheet } from '../../partner-task';
import { partnersQuery } from '../api/cooperation-order.queries';
import styles from './partner-picker.module.css';

/** The order's targets: the chosen partners as tags, picked in the shared sheet. */
export function PartnerPicker({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  return (
    <PartnerSheet
      partners={partnersQuery()}
      value={value}
      testIds={{ option: 'order-target-option-', done: 'order-targets-done', search: 'order-targets-search' }}
      onChange={onChange}
      trigger={(open, chosen) => (
        <div>
          <Space wrap className={styles.chosen}>
            {chosen.map((partner) => (
              <Tag key={partner.id} color="primary" fill="outline" round>
                {partner.name}
              </Tag>
            ))}
          </Space>
          <Button size="small" data-testid="order-targets-open" onClick={open}>
            {value.length > 0 ? `已选 ${value.length} 家，修改` : '选择接收单位'}
          </Button>
        </div>
      )}
    />
  );
}
