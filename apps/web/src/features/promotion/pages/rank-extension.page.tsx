import { Selector, Tabs } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RANK_BY, RANK_METRICS, RANK_MODES, RANK_PERIODS, type RankBy, type RankQuery } from '@afp/contract';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { rankQuery } from '../api/promotion.queries';
import { RankBody } from '../components/rank-board';
import styles from './promotion.page.module.css';

const optionsOf = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));

/** 排行榜: guards or organisations of my area by registrations, publicity, handled warnings or 一案一宣. */
export default function RankExtensionPage() {
  const [query, setQuery] = useState<RankQuery>({ by: 'guard', period: 'month', metric: 'spread', mode: 'count' });
  const board = useQuery(rankQuery(query));
  const patch = (change: Partial<RankQuery>) => setQuery((current) => ({ ...current, ...change }));
  const state = queryState(board);

  return (
    <PageShell bodyClassName={styles.body}>
      <Tabs activeKey={query.by} onChange={(by) => patch({ by: by as RankBy })}>
        {optionsOf(RANK_BY).map((option) => (
          <Tabs.Tab key={option.value} title={option.label} />
        ))}
      </Tabs>
      <div className={styles.filters}>
        <Selector
          className={styles.selector}
          columns={4}
          options={optionsOf(RANK_PERIODS)}
          value={[query.period]}
          onChange={(values) => values[0] && patch({ period: values[0] })}
          data-testid="rank-period"
        />
        <Selector
          className={styles.selector}
          columns={4}
          options={optionsOf(RANK_METRICS)}
          value={[query.metric]}
          onChange={(values) => values[0] && patch({ metric: values[0] })}
          data-testid="rank-metric"
        />
        <Selector
          className={styles.selector}
          columns={2}
          options={optionsOf(RANK_MODES)}
          value={[query.mode]}
          onChange={(values) => values[0] && patch({ mode: values[0] })}
          data-testid="rank-mode"
        />
      </div>
      {state.view ?? <RankBody board={state.data} onRefresh={() => board.refetch().then(() => undefined)} />}
    </PageShell>
  );
}
