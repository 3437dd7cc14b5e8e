import { Collapse, List } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { queryState } from '../../../components/query-state';
import { controlDigestQuery } from '../api/people-control.queries';
import styles from './guard-digest.module.css';

/** The current month in China time, as the digest asks for it (`YYYY-MM`). */
const currentMonth = (now = new Date()): string => new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 7);

/** 本月汇总: per guard of my area, the month's visits, late ones and persons overdue now. */
export function GuardDigest() {
  const month = currentMonth();
  return (
    <Collapse className={styles.digest}>
      <Collapse.Panel key="digest" title={<span data-testid="control-digest-title">本月走访汇总（{month}）</span>}>
        <DigestRows month={month} />
      </Collapse.Panel>
    </Collapse>
  );
}

function DigestRows({ month }: { month: string }) {
  const state = queryState(useQuery(controlDigestQuery(month)));
  if (state.view) return state.view;
  if (state.data.length === 0) return <div className={styles.empty}>暂无卫士</div>;
  return (
    <List>
      {state.data.map((row) => (
        <List.Item key={row.guardId} description={row.orgName} data-testid={`control-digest-${row.guardId}`}>
          {row.guardName}
          <span className={styles.figures}>
            走访 {row.visits} 次，逾期提交 {row.lateVisits} 次，当前逾期 {row.overdueNow} 人
          </span>
        </List.Item>
      ))}
    </List>
  );
}
