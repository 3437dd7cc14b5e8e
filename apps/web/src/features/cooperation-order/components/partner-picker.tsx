import { useMemo, useState } from 'react';
import { Button, CheckList, Popup, SearchBar, Space, Tag } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { queryState } from '../../../components/query-state';
import { partnersQuery } from '../api/cooperation-order.queries';
import styles from './partner-picker.module.css';

/** The order's targets: one or many partner organisations, searched by name in a sheet. */
export function PartnerPicker({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  const query = useQuery(partnersQuery());
  const [isOpen, setIsOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const partners = useMemo(() => query.data ?? [], [query.data]);
  const names = new Map(partners.map((partner) => [partner.id, partner.name]));
  const shown = keyword.trim() ? partners.filter((partner) => partner.name.includes(keyword.trim())) : partners;
  const state = queryState(query);
  return (
    <div>
      <Space wrap className={styles.chosen}>
        {value.map((id) => (
          <Tag key={id} color="primary" fill="outline" round>
            {names.get(id) ?? id}
          </Tag>
        ))}
      </Space>
      <Button size="small" data-testid="order-targets-open" onClick={() => setIsOpen(true)}>
        {value.length > 0 ? `已选 ${value.length} 家，修改` : '选择接收单位'}
      </Button>
      <Popup visible={isOpen} onMaskClick={() => setIsOpen(false)} bodyClassName={styles.sheet}>
        <div className={styles.head}>
          <SearchBar
            placeholder="搜索单位名称"
            value={keyword}
            onChange={setKeyword}
            data-testid="order-targets-search"
          />
        </div>
        <div className={styles.list}>
          {state.view ?? (
            <CheckList multiple value={value} onChange={(ids) => onChange(ids.map(String))}>
              {shown.map((partner) => (
                <CheckList.Item key={partner.id} value={partner.id} data-testid={`order-target-option-${partner.id}`}>
                  {partner.name}
                </CheckList.Item>
              ))}
            </CheckList>
          )}
        </div>
        <div className={styles.foot}>
          <Button block color="primary" data-testid="order-targets-done" onClick={() => setIsOpen(false)}>
            确定（{value.length}）
          </Button>
        </div>
      </Popup>
    </div>
  );
}
