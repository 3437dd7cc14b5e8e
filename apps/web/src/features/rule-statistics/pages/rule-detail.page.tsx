import { useState } from 'react';
import { Button, Card, Tag } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router';
import { RULE_LIGHTS, RULE_UNIT_KINDS, type RuleItemFigure } from '@afp/contract';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { PATHS } from '../../../config/routes';
import { openPage } from '../../../lib/navigation';
import { useSession } from '../../../lib/session/session.store';
import { detailQuery } from '../api/rule-statistics.queries';
import { FigureRows, type FigureTarget } from '../components/figure-rows';
import { LightDot, LightLegend, MonthLights } from '../components/light-dot';
import styles from '../components/rule.module.css';
import { YearBar } from '../components/year-bar';
import { figureText, monthTargetText, rankText, targetText } from '../rule-statistics.rules';
import { PullToRefresh } from '../../../components/pull-to-refresh';

function ItemCard({ item, onOpen }: { item: RuleItemFigure; onOpen: (month: number | null) => void }) {
  const share =
    item.measure === 'RATE' ? `${item.numerator}/${item.denominator}` : item.ledger > 0 ? `含台账${item.ledger}` : '';
  return (
    <Card
      className={styles.card}
      data-testid={`rule-item-${item.code}`}
      title={
        <span>
          {item.name}
          <span className={styles.muted}>（{item.weight}分）</span>
        </span>
      }
      extra={
        <span className={styles.score} data-testid={`rule-item-points-${item.code}`}>
          {item.points}
        </span>
      }
    >
      <button
        type="button"
        className={styles.entry}
        onClick={() => onOpen(null)}
        data-testid={`rule-item-open-${item.code}`}
      >
        <div className={styles.figures}>
          <span data-testid={`rule-item-value-${item.code}`}>{figureText(item.measure, item.value)}</span>
          <span className={styles.muted}>{share}</span>
          <span className={styles.muted}>{targetText(item)}</span>
        </div>
      </button>
      <div className={`${styles.muted} ${styles.monthTarget}`} data-testid={`rule-item-month-target-${item.code}`}>
        亮灯线 {monthTargetText(item)}
      </div>
      {item.marks.length > 0 ? (
        <div className={styles.marks} data-testid={`rule-item-marks-${item.code}`}>
          {item.marks.map((mark) => (
            <Tag key={mark} color="danger" fill="outline">
              {mark}
            </Tag>
          ))}
        </div>
      ) : null}
      <MonthLights lights={item.lights} onMonth={onOpen} testId={`rule-item-lights-${item.code}`} />
    </Card>
  );
}

/** 考核详情: a unit's items with figures, points and monthly lights; every figure opens its rows. */
export default function RuleDetailPage() {
  const [params] = useSearchParams();
  const orgId = params.get('id') ?? '';
  const annual = useSession((s) => s.annual);
  const query = useQuery(detailQuery(annual, orgId));
  const state = queryState(query, { isMissing: !orgId, missingTitle: '缺少单位', errorTestId: 'rule-detail-error' });
  const [target, setTarget] = useState<FigureTarget | null>(null);

  return (
    <PageShell>
      <YearBar />
      <PullToRefresh onRefresh={async () => void (await query.refetch())}>
        {state.view ?? (
          <>
            <Card
              className={styles.card}
              title={<span data-testid="rule-detail-name">{state.data.orgName}</span>}
              extra={<span className={styles.muted}>{RULE_UNIT_KINDS[state.data.unitKind]}</span>}
            >
              <div className={styles.figures}>
                <span>
                  得分{' '}
                  <span className={styles.score} data-testid="rule-detail-score">
                    {state.data.score}
                  </span>
                  /{state.data.totalWeight}
                </span>
                <span data-testid="rule-detail-rank">
                  {rankText(state.data.unitKind, state.data.rank, state.data.rankOf)}
                </span>
                <span>
                  <LightDot light={state.data.light} testId="rule-detail-light" /> {RULE_LIGHTS[state.data.light]}
                </span>
              </div>
              <MonthLights lights={state.data.lights} testId="rule-detail-lights" />
            </Card>
            <Card className={styles.card} title="亮灯规则">
              <LightLegend />
            </Card>
            <div className={styles.toolbar}>
              {state.data.unitKind === 'district' ? (
                <Button
                  size="small"
                  data-testid="rule-detail-stations"
                  onClick={() =>
                    openPage(`${PATHS.ruleStaIndex}?parentId=${encodeURIComponent(orgId)}&unitKind=station`)
                  }
                >
                  下属街道排名
                </Button>
              ) : (
                <span />
              )}
              <Button size="small" onClick={() => openPage(PATHS.ruleStaLedger)}>
                台账
              </Button>
            </div>
            {state.data.items.map((item) => (
              <ItemCard
                key={item.code}
                item={item}
                onOpen={(month) => setTarget({ orgId, itemCode: item.code, itemName: item.name, month })}
              />
            ))}
          </>
        )}
      </PullToRefresh>
      <FigureRows year={annual} target={target} onClose={() => setTarget(null)} />
    </PageShell>
  );
}
