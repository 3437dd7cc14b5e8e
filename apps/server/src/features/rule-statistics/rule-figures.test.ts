import type { RuleMetric } from '@afp/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { rebuildRuleFigures } from './rule-figures.ts';
import { METRIC_SOURCES } from './rule-metrics.ts';
import {
  boardAggregates,
  metricAggregateSql,
  unitMonthRowsOf,
  type UnitMonthRow,
} from './rule-statistics.repository.ts';
import { pathPartOf, yearRangeOf } from './rule-statistics.rules.ts';

/**
 * Rule statistics' pre-aggregated figures (issue 27, migration 0051): for every metric the board reads
 * from `rule_month_figure` plus its live rows, the answer equals the plain aggregate over the raw rows —
 * in the demo city, at instants on both sides of deadlines and month ends, by district and by station,
 * for the city and a district, after every kind of change (in the writer's own transaction) and after a
 * rebuild.
 */

type Metric = Exclude<RuleMetric, 'LEDGER'>;
const WORKFLOW = Object.keys(METRIC_SOURCES) as Metric[];
const FIGURED = WORKFLOW.filter((metric) => METRIC_SOURCES[metric].figure);
const DAY = 86_400_000;

let t: Awaited<ReturnType<typeof buildTestApp>>;
let cityPath: string;
let districtPath: string;

beforeAll(async () => {
  t = await buildTestApp();
  districtPath = (await t.db.execute<{ path: string }>(sql`select path from org where id = 'org-d1'`)).rows[0]!.path;
  cityPath = `/${districtPath.split('/')[1]}/`;
}, 180_000);
afterAll(() => t.close());

const china = (at: Date) => new Date(at.getTime() + 8 * 3600_000);
const sorted = (rows: UnitMonthRow[]) =>
  rows
    .map((r) => ({ unit: r.unit, month: Number(r.month), num: Number(r.num), den: Number(r.den) }))
    .filter((r) => r.num !== 0 || r.den !== 0)
    .sort((a, b) => a.unit.localeCompare(b.unit) || a.month - b.month);

/**
 * Every workflow metric as the board reads them all together (one pass over the kept figures of all,
 * live rows, the metrics without figures) equal to its own plain aggregate, at each instant, area and
 * unit kind.
 */
async function expectEqualEverywhere(db: Db, instants: Date[]) {
  for (const now of instants)
    for (const orgPath of [cityPath, districtPath])
      for (const part of [pathPartOf('district'), pathPartOf('station')]) {
        const scope = { orgPath, ...yearRangeOf(china(now).getUTCFullYear()), now };
        const board = await boardAggregates(db, WORKFLOW, scope, part);
        for (const metric of WORKFLOW) {
          const plain = await db.execute<UnitMonthRow>(metricAggregateSql(metric, scope, part));
          const where = `${metric} at ${now.toISOString()} in ${orgPath} by part ${part}`;
          expect(sorted(unitMonthRowsOf(board.get(metric))), where).toEqual(sorted(plain.rows));
        }
      }
}

const instantsAround = () => {
  const now = t.clock.now();
  // Now, a day and a week later (deadlines pass), 40 days back (another current month), and the
  // first instant of next China month (the month before is over and kept).
  const { y, m } = { y: china(now).getUTCFullYear(), m: china(now).getUTCMonth() };
  const nextMonth = new Date(Date.UTC(y, m + 1, 1) - 8 * 3600_000);
  return [
    now,
    new Date(now.getTime() + DAY),
    new Date(now.getTime() + 7 * DAY),
    new Date(now.getTime() - 40 * DAY),
    nextMonth,
  ];
};

describe('rule statistics figures (rule_month_figure)', () => {
  it('hold every figured metric of the demo city, which has records of each in several states', async () => {
    const kept = await t.db.execute<{ metric: string; num: number; den: number }>(
      sql`select metric, sum(num)::int as num, sum(den)::int as den from rule_month_figure group by metric`,
    );
    const byMetric = new Map(kept.rows.map((r) => [r.metric, r]));
    expect(FIGURED.length).toBeGreaterThanOrEqual(7);
    for (const metric of FIGURED) expect(byMetric.get(metric)?.num ?? 0, metric).toBeGreaterThan(0);
    // A rate's figures hold rows both counted and not: the board's rate is not 100 % by construction.
    for (const metric of ['WARNING_TIMELY', 'RETURN_VISIT', 'VISIT_CHECKLIST', 'CONTROL_VISIT'] as const) {
      const row = byMetric.get(metric)!;
      expect(row.den, metric).toBeGreaterThan(row.num);
    }
  });

  it('are kept per station: a community’s records under its station (migration 0054)', async () => {
    const deeper = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from rule_month_figure where org_path ~ '^/[^/]+/[^/]+/[^/]+/[^/]+/'`,
    );
    const stations = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from rule_month_figure where org_path ~ '^/[^/]+/[^/]+/[^/]+/$'`,
    );
    expect(deeper.rows[0]?.n).toBe(0);
    expect(stations.rows[0]?.n).toBeGreaterThan(0);
  });

  it('equal the plain aggregate over the raw rows at instants around deadlines and month ends', async () => {
    await expectEqualEverywhere(t.db, instantsAround());
  }, 120_000);

  it('move with every kind of change, in the writer’s own transaction', async () => {
    await t.db
      .transaction(async (tx) => {
        // Fed back late / in time, handed on, unfed again, a verdict; feedbacks added and removed.
        await tx.execute(sql`update warning_assignment set fed_back_at = pushed_at + interval '3 days'
        where id in (select id from warning_assignment where fed_back_at is null and signed_at is not null order by id limit 7)`);
        await tx.execute(sql`update warning_assignment set fed_back_at = signed_at, feedback_deadline = signed_at + interval '1 day'
        where id in (select id from warning_assignment where fed_back_at is null and signed_at is not null order by id desc limit 5)`);
        await tx.execute(sql`update warning_assignment set state = 'TRANSFERRED'
        where id in (select id from warning_assignment where fed_back_at is not null order by id limit 6)`);
        await tx.execute(sql`update warning_assignment set fed_back_at = null
        where id in (select id from warning_assignment where fed_back_at is not null order by id desc limit 4)`);
        await tx.execute(sql`update warning_assignment set return_visit_verdict = 'EFFECTIVE'
        where id in (select id from warning_assignment where fed_back_at is not null and return_visit_verdict is null order by id limit 5)`);
        await tx.execute(sql`insert into warning_feedback (id, assignment_id, warning_id, round, channels, contact_target,
          connected, defrauded, amount_lost, is_final, visit_checklist, org_id, created_by, created_by_name, created_at)
        select 'x' || f.id, f.assignment_id, f.warning_id, f.round + 10, f.channels, f.contact_target, true, 'YES', 100,
          true, f.visit_checklist, f.org_id, f.created_by, f.created_by_name, f.created_at - interval '20 days'
        from warning_feedback f where 'visit' = any(f.channels) order by f.id limit 5`);
        await tx.execute(
          sql`delete from warning_feedback where id in (select id from warning_feedback where defrauded = 'NO' order by id limit 3)`,
        );
        // Registrations, sessions, visit periods and case publicities moved and removed.
        await tx.execute(
          sql`update spread_user set counted = not counted where id in (select id from spread_user order by id limit 4)`,
        );
        await tx.execute(
          sql`delete from spread_user where id in (select id from spread_user order by id desc limit 2)`,
        );
        await tx.execute(sql`update preach_appointment set state = 'CLOSED', completed_at = coalesce(completed_at, now() - interval '35 days')
        where id in (select id from preach_appointment order by id limit 3)`);
        await tx.execute(sql`update control_task set state = case when state = 'APPROVED' then 'CANCELLED' else 'APPROVED' end
        where id in (select id from control_task order by id limit 6)`);
        await tx.execute(
          sql`update control_task set due_at = due_at - interval '31 days' where id in (select id from control_task order by id desc limit 6)`,
        );
        await tx.execute(
          sql`update case_publicity set state = 'VERIFIED' where id in (select id from case_publicity order by id limit 2)`,
        );
        await expectEqualEverywhere(tx, instantsAround());
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && /rollback/i.test(error.message))) throw error;
      });
  }, 180_000);

  it('are what a rebuild from the raw rows gives', async () => {
    const figures = sql`select metric, month::text, org_path, due_month::text, num, den from rule_month_figure where num <> 0 or den <> 0
      order by metric, month, org_path, due_month`;
    const before = (await t.db.execute(figures)).rows;
    await rebuildRuleFigures(t.db);
    expect((await t.db.execute(figures)).rows).toEqual(before);
  });
});
