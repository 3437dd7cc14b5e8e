import { useState } from 'react';
import { Button, CheckList, Form, Popup, SearchBar } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { COOPERATION_BATCH_MAX } from '@afp/contract';
import { cooperationPartnersQuery } from '../api/cooperation.api';
import styles from './partner-picker.module.css';

/** Chooses one or many partner organisations (search by name). */
export function PartnerPicker({
  value,
  problem,
  onChange,
}: {
  value: string[];
  problem?: string;
  onChange: (ids: string[]) => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const { data: partners = [], isPending } = useQuery(cooperationPartnersQuery());
  const chosen = partners.filter((partner) => value.includes(partner.id));
  const shown = partners.filter((partner) => partner.name.includes(keyword.trim()));
  return (
    <Form.Item
      label="合作单位"
      required
      description={
        problem ? <span className={styles.problem}>{problem}</span> : `可多选，最多 ${COOPERATION_BATCH_MAX} 家`
      }
      onClick={() => setIsOpen(true)}
      arrowIcon
    >
      <span data-testid="cooperation-partners" className={chosen.length ? undefined : styles.placeholder}>
        {chosen.length ? chosen.map((partner) => partner.name).join('、') : '请选择合作单位'}
      </span>
      <Popup visible={isOpen} onMaskClick={() => setIsOpen(false)} bodyClassName={styles.popup} destroyOnClose>
        <SearchBar placeholder="搜索单位名称" value={keyword} onChange={setKeyword} />
        <div className={styles.list}>
          <CheckList
            multiple
            value={value}
            onChange={(ids) => onChange((ids as string[]).slice(0, COOPERATION_BATCH_MAX))}
          >
            {shown.map((partner) => (
              <CheckList.Item key={partner.id} value={partner.id} data-testid={`cooperation-partner-${partner.id}`}>
                {partner.name}
              </CheckList.Item>
            ))}
          </CheckList>
          {isPending ? <div className={styles.placeholder}>加载中…</div> : null}
        </div>
        <Button
          block
          color="primary"
          data-testid="cooperation-partners-done"
          onClick={(event) => {
            event.stopPropagation();
            setIsOpen(false);
          }}
        >
          确定（已选 {value.length} 家）
        </Button>
      </Popup>
    </Form.Item>
  );
}
