import { ExclamationCircleOutline } from 'antd-mobile-icons';
import type { OverviewOrgRow, WarningOverview, WarningProgress } from '@afp/contract';
import styles from './org-table.module.css';

const COLUMNS: { progress: WarningProgress; name: string; value: (row: OverviewOrgRow) => number }[] = [
  { progress: 'overdue', name: '超时', value: (row) => row.overdue },
  { progress: 'followUp', name: '需跟进', value: (row) => row.followUp },
  { progress: 'notVisited', name: '未反馈', value: (row) => row.notVisited },
  { progress: 'visited', name: '已反馈', value: (row) => row.visited },
  { progress: 'held', name: '总数', value: (row) => row.total },
];

/** By district (the centre) or by station (a district), overdue first; every cell opens its list. */
export function OrgTable({
  overview,
  onOpen,
}: {
  overview: WarningOverview;
  onOpen: (row: OverviewOrgRow, progress: WarningProgress) => void;
}) {
  return (
    <table className={styles.table} data-testid="overview-org-table">
      <thead>
        <tr>
          <th className={styles.name}>{overview.childKind === 'district' ? '分局' : '派出所/街道'}</th>
          {COLUMNS.map((column) => (
            <th key={column.progress}>{column.name}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {overview.byOrg.map((row) => (
          <tr key={`${row.orgId}-${row.isOwn}`} data-testid={`overview-org-${row.orgId}`}>
            <td className={styles.name}>
              <button type="button" className={styles.cell} onClick={() => onOpen(row, 'held')}>
                {row.orgName}
              </button>
            </td>
            {COLUMNS.map((column) => {
              const value = column.value(row);
              const isAlert = column.progress === 'overdue' && value > 0;
              return (
                <td key={column.progress}>
                  <button
                    type="button"
                    className={isAlert ? `${styles.cell} ${styles.alert}` : styles.cell}
                    data-testid={`overview-org-${row.orgId}-${column.progress}`}
                    aria-label={`${row.orgName}${column.name}${value}`}
                    onClick={() => onOpen(row, column.progress)}
                  >
                    {/* Overdue said by a sign as well as the colour (issue 28). */}
                    {isAlert ? <ExclamationCircleOutline aria-hidden className={styles.alertIcon} /> : null}
                    {value}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
