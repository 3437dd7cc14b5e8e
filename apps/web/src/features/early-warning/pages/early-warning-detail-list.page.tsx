import { useSearchParams } from '../../../lib/router';
import type { WarningRecord } from '@afp/contract';
import { InfiniteList } from '../../../components/infinite-list';
import { PageShell } from '../../../components/page-shell';
import { navigateTo } from '../../../lib/navigation';
import { earlyWarningKeys, fetchWarningPage, type WarningFilters } from '../api/early-warning.queries';
import { WarningCard } from '../components/warning-card';
import { WarningListPanel } from '../components/warning-list-panel';
import { detailPath } from '../lib/chooser-path';
import styles from './early-warning-detail-list.page.module.css';

/** All warnings of one person (`?personKey=`), duplicates tagged 重复; without one, the state tabs. */
export default function EarlyWarningDetailListPage() {
  const personKey = useSearchParams()[0].get('personKey') ?? '';
  if (!personKey)
    return (
      <PageShell title="预警处置" bodyClassName={styles.body}>
        <WarningListPanel />
      </PageShell>
    );
  const filters: WarningFilters = { personKey };
  return (
    <PageShell title="同一人员预警" bodyClassName={styles.body}>
      <InfiniteList<WarningRecord>
        testId="person-warning-list"
        queryKey={earlyWarningKeys.list(filters)}
        fetchPage={(cursor) => fetchWarningPage(filters, cursor)}
        itemKey={(record) => record.assignmentId}
        header={(total, isCapped) => (
          <div className={styles.total}>
            共 {total}
            {isCapped ? '+' : ''} 条预警
          </div>
        )}
        renderItem={(record) => (
          <WarningCard record={record} onOpen={(opened) => void navigateTo(detailPath(opened.assignmentId))} />
        )}
        emptyText="该人员暂无预警"
      />
    </PageShell>
  );
}
