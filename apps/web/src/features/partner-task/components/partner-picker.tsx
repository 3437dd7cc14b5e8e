import { useState, type ReactNode } from 'react';
import { Button, CheckList, Popup, SearchBar } from 'antd-mobile';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { queryState } from '../../../components/query-state';
import styles from './partner-picker.module.css';

interface PartnerOption {
  id: string;
  name: string;
}

/**
 * Chooses one or many partner organisations in a sheet, searched by name — the targets of a
 * cooperation task or an order. The caller draws what opens it (`trigger`, given the chosen
 * partners' names); `max` caps the choice.
 */
export function PartnerPicker<Key extends readonly unknown[]>({
  partners,
  value,
  max,
  testIds,
  trigger,
  onChange,
}: {
  partners: UseQueryOptions<PartnerOption[], Error, PartnerOption[], Key>;
  value: string[];
  max?: number;
  /** `option` is followed by the partner's id. */
  testIds: { option: string; done: string; search?: string };
  trigger: (open: () => void, chosen: PartnerOption[]) => ReactNode;
  onChange: (ids: string[]) => void;
}) {
  const query = useQuery(partners);
  const [isOpen, setIsOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const options = query.data ?? [];
  const chosen = options.filter((partner) => value.includes(partner.id));
  const shown = keyword.trim() ? options.filter((partner) => partner.name.includes(keyword.trim())) : options;
  const state = queryState(query);
  return (
    <>
      {trigger(() => setIsOpen(true), chosen)}
      <Popup visible={isOpen} onMaskClick={() => setIsOpen(false)} bodyClassName={styles.sheet} destroyOnClose>
        <div className={styles.head}>
          <SearchBar placeholder="搜索单位名称" value={keyword} onChange={setKeyword} data-testid={testIds.search} />
        </div>
        <div className={styles.list}>
          {state.view ?? (
            <CheckList multiple value={value} onChange={(ids) => onChange(ids.map(String).slice(0, max ?? ids.length))}>
              {shown.map((partner) => (
                <CheckList.Item key={partner.id} value={partner.id} data-testid={`${testIds.option}${partner.id}`}>
                  {partner.name}
                </CheckList.Item>
              ))}
            </CheckList>
          )}
        </div>
        <div className={styles.foot}>
          <Button block color="primary" data-testid={testIds.done} onClick={() => setIsOpen(false)}>
            确定（已选 {value.length} 家）
          </Button>
        </div>
      </Popup>
    </>
  );
}
