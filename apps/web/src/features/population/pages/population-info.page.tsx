import { useState } from 'react';
import type { ResidentRecord } from '@afp/contract';
import { InfiniteList } from '../../../components/infinite-list';
import { PageShell } from '../../../components/page-shell';
import { fetchResidentPage, populationKeys, type ResidentFilter } from '../api/population.queries';
import { PopulationCountsPanel } from '../components/population-counts';
import { ResidentCard } from '../components/resident-card';
import { ResidentDetailPopup } from '../components/resident-detail-popup';
import { ResidentFilters } from '../components/resident-filters';
import styles from './population-info.page.module.css';

const ALL: ResidentFilter = { keyword: '', tag: 'ALL', appInstalled: 'ALL' };

/** 实有人口: counts of the caller's area, then its residents (masked), searchable and filtered. */
export default function PopulationInfoPage() {
  const [filter, setFilter] = useState<ResidentFilter>(ALL);
  const [openResidentId, setOpenResidentId] = useState<string | null>(null);
  return (
    <PageShell bodyClassName={styles.body}>
      <PopulationCountsPanel />
      <ResidentFilters value={filter} onChange={setFilter} />
      <InfiniteList<ResidentRecord>
        queryKey={populationKeys.list(filter)}
        fetchPage={(cursor) => fetchResidentPage(filter, cursor)}
        itemKey={(resident) => resident.id}
        renderItem={(resident) => <ResidentCard resident={resident} onOpen={() => setOpenResidentId(resident.id)} />}
        header={(total, isCapped) => (
          <div className={styles.total} data-testid="resident-total">
            共 {total}
            {isCapped ? '+' : ''} 人
          </div>
        )}
        emptyText={filter.keyword ? '未找到该居民' : '暂无居民'}
        emptyDescription={filter.keyword ? '手机号、身份证号须完整输入' : ''}
        testId="resident-list"
      />
      <ResidentDetailPopup residentId={openResidentId} onClose={() => setOpenResidentId(null)} />
    </PageShell>
  );
}
