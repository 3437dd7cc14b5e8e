import { Suspense, useState } from 'react';
import { Button, Card, Tabs } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router';
import { RULE_LIGHTS, RULE_RANK_FIELDS, RULE_UNIT_KINDS, type RuleLight, type RuleUnitKind } from '@afp/contract';
import { EmptyState } from '../../../components/empty-state';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { PATHS } from '../../../config/routes';
import { ExportButton } from '../../../components/export-button';
import { openPage, withId } from '../../../lib/navigation';
import { useSession } from '../../../lib/session/session.store';
import { boardAddressOf } from '../api/board-request';
import { boardQuery, downloadBoardWorkbook } from '../api/rule-statistics.queries';
import { LightDot, LightLegend } from '../components/light-dot';
import { ScoreChart } from '../components/score-chart';
import styles from '../components/rule.module.css';
import { YearBar } from '../components/year-bar';
import { lightCounts } from '../rule-statistics.rules';
import { PullToRefresh } from '../../../components/pull-to-refresh';

/** 考核规则统计: the year's ranked units (districts, or stations of the caller's area or a drilled district). */
export default function RuleIndexPage() {
  const [params] = useSearchParams();
  const address = boardAddressOf(params);
  const { parentId } = address;
  const annual = useSession((s) => s.annual);
  // Undefined: the server's default (districts under the centre, stations under a district).
  const [picked, setUnitKind] = useState<RuleUnitKind | undefined>(address.unitKind);
  const query = useQuery(boardQuery(annual, picked, parentId));
  const state = queryState(query, { errorTestId: 'rule-board-error' });
  const unitKind = state.data?.unitKind ?? picked ?? 'district';
  const board = state.data;
  const handleExport = board ? () => downloadBoardWorkbook(annual, unitKind, parentId, board.parentName) : null;

  const counts = state.data ? lightCounts(state.data.rows.map((row) => row.light)) : null;
  return (
    <PageShell right={<ExportButton testId="rule-export" onExport={handleExport} />}>
      <YearBar
        right={
          <Button size="small" data-testid="rule-ledger-entry" onClick={() => openPage(PATHS.ruleStaLedger)}>
            台账
          </Button>
        }
      />
      {state.data?.canChooseKind ? (
        <Tabs activeKey={unitKind} onChange={(key) => setUnitKind(key as RuleUnitKind)}>
          {(Object.entries(RULE_UNIT_KINDS) as [RuleUnitKind, string][]).map(([key, title]) => (
            <Tabs.Tab key={key} title={<span data-testid={`rule-kind-${key}`}>{title}</span>} />
          ))}
        </Tabs>
      ) : null}
      <PullToRefresh onRefresh={async () => void (await query.refetch())}>
        {state.view ?? (
          <>
            <div className={styles.summary} data-testid="rule-summary">
              {state.data.title}
              {state.data.issued ? '' : '（未发布）'} · {state.data.parentName} · 截至{state.data.monthsDue}月 · 满分
              {state.data.totalWeight}
              {counts
                ? ` · ${(['RED', 'YELLOW', 'GREEN'] as RuleLight[]).map((l) => `${RULE_LIGHTS[l]}${counts[l]}`).join('，')}`
                : ''}
            </div>
            {state.data.rows.length === 0 ? (
              <EmptyState title="暂无可考核单位" testId="rule-board-empty" />
            ) : (
              <>
                <Card
                  title={`${RULE_RANK_FIELDS[state.data.unitKind]}排名（共${state.data.rankOf}个）`}
                  className={styles.card}
                  data-testid="rule-rank-card"
                >
                  {state.data.rows.map((row) => (
                    <button
                      type="button"
                      key={row.orgId}
                      className={styles.row}
                      data-testid={`rule-row-${row.orgId}`}
                      onClick={() => openPage(withId(PATHS.ruleStaDetail, row.orgId))}
                    >
                      <span className={styles.rank}>{row.rank}</span>
                      <LightDot light={row.light} testId={`rule-light-${row.orgId}`} />
                      <span className={styles.name}>{row.orgName}</span>
                      <span className={styles.score} data-testid={`rule-score-${row.orgId}`}>
                        {row.score}
                      </span>
                    </button>
                  ))}
                </Card>
                <Card title="得分对比" className={styles.card}>
                  <Suspense fallback={<PageLoading />}>
                    <ScoreChart rows={state.data.rows} max={state.data.totalWeight} />
                  </Suspense>
                </Card>
                <Card title="亮灯规则" className={styles.card}>
                  <LightLegend />
                </Card>
              </>
            )}
          </>
        )}
      </PullToRefresh>
    </PageShell>
  );
}
