import { useState } from 'react';
import { CapsuleTabs, SearchBar, Selector } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import {
  GULLIBLE_GROUPS,
  GULLIBLE_RISK_LEVELS,
  GULLIBLE_VISIT_STATUSES,
  type GullibleGroup,
  type GulliblePerson,
  type GullibleRiskLevel,
  type GullibleVisitStatus,
} from '@afp/contract';
import { InfiniteList } from '../../../components/infinite-list';
import { PageShell } from '../../../components/page-shell';
import { StatStrip } from '../../../components/stat-strip';
import { PATHS } from '../../../config/routes';
import { openPage, withId } from '../../../lib/navigation';
import {
  ALL_GULLIBLE,
  fetchGulliblePage,
  gullibleCountsQuery,
  gullibleKeys,
  type GullibleFilter,
} from '../api/gullible.queries';
import { GullibleCard } from '../components/gullible-card';
import styles from '../../../components/page-sections.module.css';
import gullible from './gullible.page.module.css';

const GROUPS = Object.entries(GULLIBLE_GROUPS) as [GullibleGroup, string][];
const RISK_OPTIONS = [
  { value: 'ALL' as GullibleFilter['riskLevel'], label: '全部风险' },
  ...(Object.entries(GULLIBLE_RISK_LEVELS) as [GullibleRiskLevel, string][]).map(([value, label]) => ({
    value,
    label,
  })),
];
const VISIT_OPTIONS = [
  { value: 'ALL' as GullibleFilter['visitStatus'], label: '全部' },
  ...(Object.entries(GULLIBLE_VISIT_STATUSES) as [GullibleVisitStatus, string][]).map(([value, label]) => ({
    value,
    label,
  })),
];

/** 易受骗人群: the people of my area by group and risk, with visit status; search, filters, infinite list. */
export default function GullibleIndexPage() {
  const [filter, setFilter] = useState<GullibleFilter>(ALL_GULLIBLE);
  const { data: counts } = useQuery(gullibleCountsQuery());
  const countOf = (group: GullibleGroup | 'ALL') =>
    counts ? ` ${group === 'ALL' ? counts.total : counts.byGroup[group]}` : '';
  return (
    <PageShell bodyClassName={styles.body}>
      {counts ? (
        <StatStrip
          testId="gullible-counts"
          items={[
            ...(Object.entries(GULLIBLE_RISK_LEVELS) as [GullibleRiskLevel, string][]).map(([risk, label]) => ({
              label,
              value: counts.byRisk[risk],
            })),
            { label: '待走访', value: counts.byVisitStatus.NEVER + counts.byVisitStatus.DUE },
          ]}
        />
      ) : null}
      <div className={styles.filters}>
        <SearchBar
          placeholder="姓名、完整手机号或身份证号"
          onSearch={(keyword) => setFilter({ ...filter, keyword: keyword.trim() })}
          onClear={() => setFilter({ ...filter, keyword: '' })}
        />
        <CapsuleTabs
          activeKey={filter.group}
          onChange={(group) => setFilter({ ...filter, group: group as GullibleFilter['group'] })}
        >
          <CapsuleTabs.Tab key="ALL" title={`全部${countOf('ALL')}`} />
          {GROUPS.map(([group, label]) => (
            <CapsuleTabs.Tab
              key={group}
              title={<span data-testid={`gullible-group-${group}`}>{`${label}${countOf(group)}`}</span>}
            />
          ))}
        </CapsuleTabs>
        <Selector
          className={gullible.selector}
          columns={4}
          options={RISK_OPTIONS}
          value={[filter.riskLevel]}
          onChange={([riskLevel]) => setFilter({ ...filter, riskLevel: riskLevel ?? 'ALL' })}
        />
        <Selector
          className={gullible.selector}
          columns={4}
          options={VISIT_OPTIONS}
          value={[filter.visitStatus]}
          onChange={([visitStatus]) => setFilter({ ...filter, visitStatus: visitStatus ?? 'ALL' })}
        />
      </div>
      <InfiniteList<GulliblePerson>
        queryKey={gullibleKeys.list(filter)}
        fetchPage={(cursor) => fetchGulliblePage(filter, cursor)}
        itemKey={(person) => person.id}
        renderItem={(person) => (
          <GullibleCard person={person} onOpen={() => openPage(withId(PATHS.gullibleDetail, person.id))} />
        )}
        header={(total, isCapped) => (
          <div className={styles.total} data-testid="gullible-total">
            共 {total}
            {isCapped ? '+' : ''} 人
          </div>
        )}
        emptyText={filter.keyword ? '未找到该人员' : '暂无易受骗人员'}
        emptyDescription={filter.keyword ? '手机号、身份证号须完整输入' : ''}
        testId="gullible-list"
      />
    </PageShell>
  );
}
