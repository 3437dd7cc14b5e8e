import { useMemo, useState } from 'react';
import { Card } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { chinaDayOf, type OverviewOrgRow, type WarningProgress } from '@afp/contract';
import { DatePicker } from '../../../../components/date-picker';
import { PageShell } from '../../../../components/page-shell';
import { queryState } from '../../../../components/query-state';
import { navigateTo } from '../../../../lib/navigation';
import { useSearchParams } from '../../../../lib/router';
import { overviewQueryOf } from '../api/overview-request';
import { warningOverviewQuery } from '../api/overview.queries';
import { OrgTable } from '../components/org-table';
import { OverviewCharts } from '../components/overview-charts';
import { OverviewCounters, OverviewLevels } from '../components/overview-figures';
import { PeriodBar } from '../components/period-bar';
import { dayOfPicked, drillDownLink, hourPeriod, pickerDateOf, type DrillDown } from '../overview.rules';
import {
  overviewSearchOf,
  overviewViewOf,
  periodOf,
  type OverviewPeriod,
  type OverviewView,
  type RangePreset,
} from '../overview-period.rules';
import styles from './overview.page.module.css';
import { PullToRefresh } from '../../../../components/pull-to-refresh';

/**
 * 预警总览: the warnings the centre (the city) or a district (its area) holds in a period — counters,
 * by organisation overdue first, by level, source and fraud type, and a day's hourly curve. Every
 * figure opens the list of the rows behind it.
 */
export default function WarningOverviewPage() {
  // The period and curve day live in the address, so back from a drill-down shows the same period.
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // Read once per address, so the query key holds still between renders.
  const view = useMemo(() => overviewViewOf(new URLSearchParams(search)), [search]);
  const { preset, period, day } = view;
  const [isPickingDay, setPickingDay] = useState(false);
  const query = useQuery(warningOverviewQuery(overviewQueryOf(view)));

  const show = (next: OverviewView) => setParams(overviewSearchOf(next), { replace: true });
  const choosePeriod = (next: RangePreset, custom?: OverviewPeriod) => {
    const chosen = next === 'custom' ? custom : periodOf(next);
    if (chosen) show({ preset: next, period: chosen, day: chosen.lastDay });
  };
  const open = (drill: Partial<DrillDown>) => navigateTo(drillDownLink({ from: period.from, to: period.to, ...drill }));
  const openOrg = (row: OverviewOrgRow, progress: WarningProgress) =>
    open({ progress, orgName: row.orgName, ...(row.isOwn ? { own: true } : { orgId: row.orgId }) });

  const state = queryState(query, { errorTestId: 'overview-error' });
  return (
    <PageShell bodyClassName={styles.body}>
      <PeriodBar preset={preset} period={period} onChange={choosePeriod} />
      {state.view ?? (
        <PullToRefresh onRefresh={async () => void (await query.refetch())}>
          <div data-testid="warning-overview">
            <Card title="预警处置" className={styles.card}>
              <OverviewCounters overview={state.data} onOpen={(progress) => open({ progress })} />
            </Card>
            <Card
              title={state.data.childKind === 'district' ? '各分局（超时优先）' : '各派出所/街道（超时优先）'}
              className={styles.card}
            >
              <OrgTable overview={state.data} onOpen={openOrg} />
            </Card>
            <Card title="按等级" className={styles.card}>
              <OverviewLevels overview={state.data} onOpen={(level) => open({ level })} />
            </Card>
            <Card
              title="分布"
              extra={
                <a role="button" data-testid="overview-day" onClick={() => setPickingDay(true)}>
                  曲线日期 {day}
                </a>
              }
              className={styles.card}
            >
              <OverviewCharts
                overview={state.data}
                onHour={(hour) => open(hourPeriod(state.data.day, hour))}
                onSource={(source) => open({ source: source as DrillDown['source'] })}
                onFraudType={(entry) => open({ fraudTypeCode: entry.key, fraudTypeName: entry.name })}
              />
            </Card>
          </div>
        </PullToRefresh>
      )}
      <DatePicker
        visible={isPickingDay}
        title="选择曲线日期"
        precision="day"
        value={pickerDateOf(day)}
        max={pickerDateOf(chinaDayOf(new Date()))}
        onClose={() => setPickingDay(false)}
        onConfirm={(value) => show({ ...view, day: dayOfPicked(value) })}
      />
    </PageShell>
  );
}
