import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { GuardFigure, MetricScope, MetricSource, Period } from '../core/metric-source.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/raw-sql.ts';
import { org } from '../features/org/index.ts';
import { openSeededTestDatabase } from './test-templates.ts';

/**
 * For the figures' tests (`*.figures.test.ts`): the demo city, a district of it and the whole year
 * before the seed ended — an area and period holding records in several states.
 */
export async function openFigureCity() {
  const { database, seedEndedAt } = await openSeededTestDatabase();
  const [district] = await database.db
    .select({ path: org.path })
    .from(org)
    .where(eq(org.kind, 'district'))
    .orderBy(asc(org.path))
    .limit(1);
  const now = seedEndedAt;
  const scope: MetricScope = {
    orgPath: district!.path,
    from: new Date(now.getTime() - 366 * 86_400_000),
    to: new Date(now.getTime() + 30 * 86_400_000),
    now,
  };
  return { db: database.db, scope, close: () => database.close() };
}

/** A metric source's totals over its scope, as the board adds them up: rows, Σ num, Σ den. */
export async function totalsOf(db: Db, source: MetricSource, scope: MetricScope) {
  const [row] = rowsOf<{ rows: number; num: number; den: number }>(
    await db.execute(sql`select count(*)::int as rows, coalesce(sum(s.num), 0)::int as num,
      coalesce(sum(s.den), 0)::int as den from (${source.rows(scope)}) s`),
  );
  return { rows: Number(row!.rows), num: Number(row!.num), den: Number(row!.den) };
}

/** A leaderboard figure's totals: its events in the period, and its population in the area (members, done). */
export async function guardTotalsOf(db: Db, figure: GuardFigure, period: Period, orgPath: string) {
  const [row] = rowsOf<{ events: number; members: number; done: number }>(
    await db.execute(sql`select (select count(*)::int from (${figure.events(period)}) e) as events,
      (select count(*)::int from (${figure.population(period, orgPath)}) p) as members,
      (select count(*)::int from (${figure.population(period, orgPath)}) p where p.done) as done`),
  );
  return { events: Number(row!.events), members: Number(row!.members), done: Number(row!.done) };
}

/** `at` in `[from, to)`. */
export const isWithin = (at: Date | null, { from, to }: Period) => at !== null && at >= from && at < to;

/** The demo city for one test file: opened before its tests (then `arrange`d), closed after them. */
export function useFigureCity(arrange?: (city: FigureCity) => Promise<void>) {
  const holder = {} as { city: FigureCity };
  beforeAll(async () => {
    holder.city = await openFigureCity();
    await arrange?.(holder.city);
  }, 180_000);
  afterAll(() => holder.city.close());
  return () => holder.city;
}
export type FigureCity = Awaited<ReturnType<typeof openFigureCity>>;

/** What a figure counts is some but not all of what it looks at — so a wrong state gives another figure. */
export function expectSomeNotAll(part: readonly unknown[], whole: readonly unknown[]) {
  expect(part.length).toBeGreaterThan(0);
  expect(part.length).toBeLessThan(whole.length);
}

/** The totals of a rate (`done` of `due`) and of a count, as `totalsOf` answers them. */
export const rateTotals = (due: readonly unknown[], done: readonly unknown[]) => ({
  rows: due.length,
  num: done.length,
  den: due.length,
});
export const countTotals = (counted: readonly unknown[]) => ({ rows: counted.length, num: counted.length, den: 0 });

/** A rate figure over its scope: `done` is some but not all of `due`, and the figure totals exactly them. */
export async function expectRateTotals(
  db: Db,
  source: MetricSource,
  scope: MetricScope,
  due: readonly unknown[],
  done: readonly unknown[],
) {
  expectSomeNotAll(done, due);
  expect(await totalsOf(db, source, scope)).toEqual(rateTotals(due, done));
}
