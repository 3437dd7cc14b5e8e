import { useMemo } from 'react';
import { useSearchParams } from '../../../../lib/router';
import { Tag } from 'antd-mobile';
import type { WarningRecord } from '@afp/contract';
import { InfiniteList } from '../../../../components/infinite-list';
import { PageShell } from '../../../../components/page-shell';
import { navigateTo } from '../../../../lib/navigation';
import { earlyWarningKeys, fetchWarningPage, type WarningFilters } from '../../api/early-warning.queries';
import { WarningCard } from '../../components/warning-card';
import { detailPath } from '../../lib/chooser-path';
import { describeFilters, filtersOfLink } from '../overview.rules';
import styles from './overview-list.page.module.css';

/**
 * The rows behind one figure of the overview: the warning list with that figure's filters (organisation,
 * progress, level, source, fraud type, period); a card opens the warning's detail with the centre's actions.
 */
export default function WarningOverviewListPage() {
  const [params] = useSearchParams();
  const search = params.toString();
  const filters: WarningFilters = useMemo(() => filtersOfLink(new URLSearchParams(search)), [search]);
  const chips = describeFilters(filters, {
    orgName: params.get('orgName') ?? undefined,
    fraudTypeName: params.get('fraudTypeName') ?? undefined,
  });

  return (
    <PageShell bodyClassName={styles.body}>
      <div className={styles.chips} data-testid="overview-list-filters">
        {chips.map((chip) => (
          <Tag key={chip} color="primary" fill="outline">
            {chip}
          </Tag>
        ))}
      </div>
      <InfiniteList<WarningRecord>
        testId="overview-warning-list"
        queryKey={earlyWarningKeys.list(filters)}
        fetchPage={(cursor) => fetchWarningPage(filters, cursor)}
        itemKey={(record) => record.assignmentId}
        header={(total, isCapped) => (
          <div className={styles.total} data-testid="overview-list-total">
            共 {total}
            {isCapped ? '+' : ''} 条预警
          </div>
        )}
        renderItem={(record) => (
          <WarningCard record={record} onOpen={(opened) => void navigateTo(detailPath(opened.assignmentId))} />
        )}
        emptyText="暂无符合条件的预警"
      />
    </PageShell>
  );
}
