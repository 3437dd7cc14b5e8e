import { List, Popup, Tag } from 'antd-mobile';
import type { RuleRow } from '@afp/contract';
import { InfiniteList } from '../../../components/infinite-list';
import { formatDateTime } from '../../../lib/date-time';
import { openPage } from '../../../lib/navigation';
import { fetchRowsPage, ruleKeys } from '../api/rule-statistics.queries';
import styles from './rule.module.css';

export interface FigureTarget {
  orgId: string;
  itemCode: string;
  itemName: string;
  month: number | null;
}

/** The rows behind a figure (an item's year or one month): each counted or not, opening its own page. */
export function FigureRows({
  year,
  target,
  onClose,
}: {
  year: number;
  target: FigureTarget | null;
  onClose: () => void;
}) {
  return (
    <Popup visible={target !== null} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.popupBody}>
      {target ? (
        <>
          <div className={styles.section}>
            <strong>
              {target.itemName}
              {target.month ? `（${target.month}月）` : `（${year}年）`}
            </strong>
          </div>
          <InfiniteList<RuleRow>
            queryKey={ruleKeys.rows(year, target.orgId, target.itemCode, target.month)}
            fetchPage={(cursor) => fetchRowsPage(year, target.orgId, target.itemCode, target.month, cursor)}
            itemKey={(row) => row.id}
            emptyText="暂无记录"
            header={(total) => <div className={styles.summary}>共 {total} 条</div>}
            renderItem={(row) => (
              <List.Item
                clickable={row.link !== null}
                onClick={row.link ? () => openPage(row.link!) : undefined}
                description={`${row.orgName} · ${formatDateTime(row.at)}`}
                extra={
                  <Tag color={row.counted ? 'success' : 'default'} fill="outline">
                    {row.counted ? '计入' : '未计入'}
                  </Tag>
                }
              >
                {row.title}
              </List.Item>
            )}
            testId="rule-rows"
          />
        </>
      ) : null}
    </Popup>
  );
}
