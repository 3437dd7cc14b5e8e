import { lazy, Suspense, useState } from 'react';
import { Badge, Button } from 'antd-mobile';
import { FilterOutline } from 'antd-mobile-icons';
import { useQuery } from '@tanstack/react-query';
import { ASSIGNMENT_STATES, WARNING_TABS, type AssignmentState, type WarningRecord } from '@afp/contract';
import { InfiniteList } from '../../../components/infinite-list';
import { TabStrip } from '../../../components/tab-strip';
import { navigateTo } from '../../../lib/navigation';
import {
  earlyWarningKeys,
  fetchWarningPage,
  warningStateCountsQuery,
  type WarningFilters,
} from '../api/early-warning.queries';
import { detailPath } from '../lib/chooser-path';
import { countFilters, rangeOf, type ListFilters } from '../lib/list-filters';
import { WarningCard } from './warning-card';
import styles from './warning-list-panel.module.css';

// The filter sheet's pickers load when it is first opened, not with the 反诈预警 tab.
const WarningFiltersPopup = lazy(() =>
  import('./warning-filters').then((module) => ({ default: module.WarningFiltersPopup })),
);

const openDetail = (record: WarningRecord) => navigateTo(detailPath(record.assignmentId));

const toQuery = (
  { range: _range, fraudTypeName: _name, ...rest }: ListFilters,
  bounds: { from?: string; to?: string },
): WarningFilters => ({ ...rest, ...bounds });

/** The warning lists of the 反诈预警 tab: one tab per state, shared filters, live countdowns. */
export function WarningListPanel() {
  const [state, setState] = useState<AssignmentState>('PENDING_SIGN');
  const [filters, setFilters] = useState<ListFilters>({});
  // Computed when the filters are applied so the query key does not change every render.
  const [bounds, setBounds] = useState<{ from?: string; to?: string }>({});
  const [filtersVisible, setFiltersVisible] = useState(false);
  // Mounted from its first opening on, so it closes with its animation.
  const [hasOpenedFilters, setOpenedFilters] = useState(false);
  const baseQuery = toQuery(filters, bounds);

  const { data: counts } = useQuery(warningStateCountsQuery(baseQuery));
  const activeFilters = countFilters(filters);
  const listFilters: WarningFilters = { ...baseQuery, state };

  return (
    <div data-testid="warning-list-panel">
      <div className={styles.bar}>
        <TabStrip
          label="预警状态"
          activeKey={state}
          onChange={setState}
          className={styles.tabs}
          tabs={WARNING_TABS.map((tab) => {
            const count = counts?.get(tab);
            return {
              key: tab,
              title: (
                <span data-testid={`warning-tab-${tab}`}>
                  {ASSIGNMENT_STATES[tab]}
                  {count ? (
                    <span className={styles.count}>
                      {count.total}
                      {count.totalIsCapped ? '+' : ''}
                    </span>
                  ) : null}
                </span>
              ),
            };
          })}
        />
        <Button
          fill="none"
          size="small"
          data-testid="warning-filter-button"
          aria-label="筛选"
          onClick={() => {
            setOpenedFilters(true);
            setFiltersVisible(true);
          }}
          className={styles.filterButton}
        >
          <Badge content={activeFilters || null}>
            <FilterOutline fontSize={18} />
          </Badge>
        </Button>
      </div>
      <InfiniteList<WarningRecord>
        key={state}
        testId="warning-list"
        queryKey={earlyWarningKeys.list(listFilters)}
        fetchPage={(cursor) => fetchWarningPage(listFilters, cursor)}
        itemKey={(record) => record.assignmentId}
        renderItem={(record) => <WarningCard record={record} onOpen={openDetail} />}
        emptyText={`暂无${ASSIGNMENT_STATES[state]}预警`}
      />
      {hasOpenedFilters ? (
        <Suspense fallback={null}>
          <WarningFiltersPopup
            visible={filtersVisible}
            value={filters}
            onClose={() => setFiltersVisible(false)}
            onApply={(next) => {
              setFilters(next);
              setBounds(rangeOf(next.range));
              setFiltersVisible(false);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
