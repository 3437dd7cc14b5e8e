import { chinaDayOf, type RuleMetric } from '@afp/contract';
import { and, asc, eq, isNotNull, max, ne, sql, type SQL } from 'drizzle-orm';
import { before, countCapped, microsOf, newestFirst, type KeysetCursor } from '../../core/keyset-page.ts';
import { inSubtreeOf, likePrefix } from '../../core/org-scope.ts';
import type { Db, Tx } from '../../db/client.ts';
import { dueMonthsBefore, inArea, stateIn } from '../../core/metric-source.ts';
import { detachFilesOf, filesOfOwner } from '../file/index.ts';
import { org } from '../org/index.ts';
import { residentCountsIn } from '../population/index.ts';
import { LEDGER_LINK_PREFIX, ledgerRows, ledgerTitle, METRIC_SOURCES, type MetricScope } from './rule-metrics.ts';
import { MONTHS, pathPartOf, yearRangeOf } from './rule-statistics.rules.ts';
import { ledgerEntry, ruleItem, ruleMonthFigure, ruleSet } from './rule-statistics.table.ts';

/** A unit's sums of one metric per China month (index 0: January). */
export interface MonthSums {
  num: number[];
  den: number[];
}
/** The board's workflow metrics, each by unit (its id, `split_part` of a row's path). */
export type MetricFigures = Map<Exclude<RuleMetric, 'LEDGER'>, Map<string, MonthSums>>;

/** One unit's aggregate of one month (`split_part` of the row's path names the unit). */
export type UnitMonthRow = {
  unit: string;
  month: number;
  num: number;
  den: number;
};

const CHINA = 'Asia/Shanghai';
const itemJoin = and(eq(ruleItem.year, ledgerEntry.year), eq(ruleItem.code, ledgerEntry.itemCode));

/** Rows `(org_path, at, num, den)` summed by unit (`split_part` of the path) and China month. */
const byUnitAndMonth = (rows: SQL, part: number): SQL => sql`
  select split_part(src.org_path, '/', ${part}) as unit,
    extract(month from src.at at time zone ${CHINA})::int as month,
    sum(src.num)::int as num, sum(src.den)::int as den
  from (${rows}) src
  group by 1, 2`;

/**
 * One metric's rows grouped by unit and China month, aggregated over the raw rows: the plain SQL of a
 * rule item — the oracle the pre-aggregated figures are held equal to, and what the bench compares.
 */
export const metricAggregateSql = (metric: Exclude<RuleMetric, 'LEDGER'>, scope: MetricScope, part: number): SQL =>
  byUnitAndMonth(METRIC_SOURCES[metric].rows(scope), part);

/** The China day (`date`) of an instant, as a SQL parameter. */
const chinaDate = (at: Date): SQL => sql`${chinaDayOf(at)}::date`;

type WorkflowMetric = Exclude<RuleMetric, 'LEDGER'>;
type Figures = [metric: string, unit: string, month: number, num: number, den: number][];

/**
 * The kept figures (`rule_month_figure`, per station and China month) of several metrics in one
 * pass over the table — each metric's months of `[scope.from, keptUntil)` — as one text, a figure per
 * stored row `metric unit days num den` (the unit the path's `part`-th segment; the month as days since
 * New Year's Day of the scope's year: a number, whatever the session's DateStyle), rows joined by `,`.
 * Neither grouped nor built as JSON in SQL: at a province's 62,000 stored rows (measured under load 8)
 * the hash aggregate by unit and month spilled to disk and `json_build_array` per row made it 262 ms
 * against 33 ms, while summing the few rows a unit and month share (a due month's split) is cheap in
 * `addKeptFigures`.
 */
const keptFiguresSql = (metrics: WorkflowMetric[], scope: MetricScope, part: number): SQL => {
  const f = ruleMonthFigure;
  const newYear = `${chinaDayOf(scope.from).slice(0, 4)}-01-01`;
  const bounds = metrics.map(
    (metric) =>
      sql`(${f.metric} = ${metric} and ${f.month} < ${chinaDate(METRIC_SOURCES[metric].figure!.keptUntil(scope))})`,
  );
  return sql`select coalesce(string_agg(concat_ws(' ', ${f.metric}, split_part(${f.orgPath}, '/', ${part}::int), ${f.month} - ${newYear}::date,
        ${f.num}, ${f.den}), ','), '')
      as figures
    from ${f}
    where ${f.month} >= ${chinaDate(scope.from)} and ${f.dueMonth} < ${chinaDate(dueMonthsBefore(scope))}
      and ${inArea(f.orgPath, scope.orgPath)} and (${sql.join(bounds, sql` or `)})`;
};

/** What the kept figures do not hold of a metric, aggregated as one row of JSON like `keptFiguresSql`. */
const unkeptSql = (metric: WorkflowMetric, scope: MetricScope, part: number): SQL | null => {
  const { figure } = METRIC_SOURCES[metric];
  const rows = figure
    ? figure.live && byUnitAndMonth(figure.live(scope), part)
    : metricAggregateSql(metric, scope, part);
  return (
    rows &&
    sql`select coalesce(json_agg(json_build_array(${metric}::text, a.unit, a.month, a.num, a.den)), '[]'::json) as figures
      from (${rows}) a`
  );
};

/**
 * Every workflow metric of the board as it reads them — for an area no deeper than a station, which
 * is what the figures are kept per (the board's area is the city): the kept figures of all of them in one pass,
 * plus each metric's rows they do not hold (core/metric-source.ts, `MetricFigure`: its live rows, or
 * all of a metric without figures), summed by metric, unit and month — equal to `metricAggregateSql`
 * of each metric at any instant (rule-figures.test.ts; `bench:rule-statistics` at province scale).
 */
export async function boardAggregates(
  db: Db,
  metrics: WorkflowMetric[],
  scope: MetricScope,
  part: number,
): Promise<MetricFigures> {
  const kept = metrics.filter((metric) => METRIC_SOURCES[metric].figure);
  const unkept = metrics.flatMap((metric) => unkeptSql(metric, scope, part) ?? []);
  const [keptAnswer, ...unkeptAnswers] = await Promise.all([
    kept.length ? db.execute<{ figures: string }>(keptFiguresSql(kept, scope, part)) : undefined,
    ...unkept.map((query) => db.execute<{ figures: string | Figures }>(query)),
  ]);
  const byMetric: MetricFigures = new Map(metrics.map((metric) => [metric, new Map<string, MonthSums>()]));
  const add = (metric: string, unit: string, month: number, num: number, den: number) => {
    const units = byMetric.get(metric as WorkflowMetric)!;
    let sums = units.get(unit);
    if (!sums)
      units.set(unit, (sums = { num: new Array<number>(MONTHS).fill(0), den: new Array<number>(MONTHS).fill(0) }));
    sums.num[month - 1]! += num;
    sums.den[month - 1]! += den;
  };
  addKeptFigures(keptAnswer?.rows[0]?.figures ?? '', monthOfDays(scope.from), add);
  for (const answer of unkeptAnswers) {
    const figures = answer.rows[0]?.figures ?? [];
    for (const [metric, unit, month, num, den] of typeof figures === 'string'
      ? (JSON.parse(figures) as Figures)
      : figures)
      add(metric, unit, month, num, den);
  }
  return byMetric;
}

/** The month (1–12) of each first-of-month of the China year of `instant`, by days since its New Year's Day. */
function monthOfDays(instant: Date): Map<number, number> {
  const year = Number(chinaDayOf(instant).slice(0, 4));
  const newYear = Date.UTC(year, 0, 1);
  return new Map(Array.from({ length: MONTHS }, (_, i) => [(Date.UTC(year, i, 1) - newYear) / 86_400_000, i + 1]));
}

/**
 * Reads `keptFiguresSql`'s text in one pass by character, without a string per number: a province's
 * 62,000 rows parsed by `split` and `Number` took longer than the query. A row's metric and unit are
 * compared with the row before's first, so the maps are mostly asked with strings they hashed already.
 */
function addKeptFigures(
  text: string,
  monthOf: Map<number, number>,
  add: (metric: string, unit: string, month: number, num: number, den: number) => void,
) {
  let at = 0;
  /** The text up to the next space, the same string as `previous` when it is equal. */
  const word = (previous: string): string => {
    const end = text.indexOf(' ', at);
    const value = end - at === previous.length && text.startsWith(previous, at) ? previous : text.slice(at, end);
    at = end + 1;
    return value;
  };
  /** A whole number, then its separator skipped. */
  const int = (): number => {
    const negative = text.charCodeAt(at) === 45; // '-'
    if (negative) at += 1;
    let value = 0;
    for (let code = text.charCodeAt(at); code >= 48 && code <= 57; code = text.charCodeAt((at += 1)))
      value = value * 10 + code - 48;
    at += 1;
    return negative ? -value : value;
  };
  let [metric, unit] = ['', ''];
  while (at < text.length) {
    metric = word(metric);
    unit = word(unit);
    add(metric, unit, monthOf.get(int())!, int(), int());
  }
}

/** A metric's figures as rows by unit and month (the months with a count), as `metricAggregateSql` answers. */
export const unitMonthRowsOf = (units: ReadonlyMap<string, MonthSums> | undefined): UnitMonthRow[] =>
  [...(units ?? [])].flatMap(([unit, { num, den }]) =>
    num.flatMap((n, i) => (n !== 0 || den[i] !== 0 ? [{ unit, month: i + 1, num: n, den: den[i]! }] : [])),
  );

export function createRuleSetRepository({ db }: { db: Db }) {
  return {
    /** The latest year with an issued rule set, or null when none is issued yet. */
    async latestIssuedYear(): Promise<number | null> {
      const [row] = await db
        .select({ year: max(ruleSet.year) })
        .from(ruleSet)
        .where(isNotNull(ruleSet.issuedAt));
      return row?.year ?? null;
    },

    years: () => db.select().from(ruleSet).orderBy(asc(ruleSet.year)),

    ruleSet: async (year: number) => (await db.select().from(ruleSet).where(eq(ruleSet.year, year)))[0],

    items: (year: number) =>
      db.select().from(ruleItem).where(eq(ruleItem.year, year)).orderBy(asc(ruleItem.sort), asc(ruleItem.code)),

    /** An organisation of the tree (partners are not assessed). */
    org: async (id: string) =>
      (
        await db
          .select()
          .from(org)
          .where(and(eq(org.id, id), ne(org.kind, 'partner')))
      )[0],

    /** Organisations of a level within a subtree, in the tree's order. */
    unitsOf: (orgPath: string, level: number) =>
      db
        .select({ id: org.id, name: org.name, path: org.path, level: org.level })
        .from(org)
        .where(and(inSubtreeOf(org.path, orgPath), eq(org.level, level), ne(org.kind, 'partner')))
        .orderBy(asc(org.path)),

    /** The board's workflow metrics grouped by unit and month (China time): `boardAggregates`. */
    aggregates: (metrics: WorkflowMetric[], scope: MetricScope, part: number) =>
      boardAggregates(db, metrics, scope, part),

    /** Reviewed ledger values of a year by unit, item and month. */
    async ledgerSums(year: number, orgPath: string, part: number) {
      const result = await db.execute<{ unit: string; item_code: string; month: number; total: number }>(sql`
        select split_part(${ledgerEntry.orgPath}, '/', ${part}) as unit, ${ledgerEntry.itemCode} as item_code,
          ${ledgerEntry.month} as month, sum(${ledgerEntry.value})::int as total
        from ${ledgerEntry}
        where ${ledgerEntry.year} = ${year} and ${stateIn(ledgerEntry.state, ['VERIFIED'])}
          and ${ledgerEntry.orgPath} like ${likePrefix(orgPath)}
        group by 1, 2, 3`);
      return result.rows.map((r) => ({
        unit: r.unit,
        itemCode: r.item_code,
        month: Number(r.month),
        total: Number(r.total),
      }));
    },

    /** Residents 实有人口 per unit: the denominator of 发案数/万人. */
    async population(orgPath: string, part: number): Promise<Map<string, number>> {
      const result = await db.execute<{ unit: string; n: number }>(sql`
        select split_part(r.org_path, '/', ${part}) as unit, sum(r.residents)::int as n
        from (${residentCountsIn(orgPath)}) r group by 1`);
      return new Map(result.rows.map((r) => [r.unit, Number(r.n)]));
    },

    /**
     * The rows behind a figure, newest first by keyset: the metric's own source (and, for items
     * that take ledger values, the item's ledger entries), with titles only for the rows shown.
     */
    async rowsPage(options: {
      metric: RuleMetric;
      withLedger: boolean;
      scope: MetricScope;
      year: number;
      itemCode: string;
      pageSize: number;
      cursor: KeysetCursor | undefined;
    }) {
      const { metric, scope, year, itemCode } = options;
      const parts: SQL[] = [];
      if (metric !== 'LEDGER') {
        const source = METRIC_SOURCES[metric];
        parts.push(sql`select s.id, s.org_path, s.at, s.num, s.den, ${source.title(sql`s.ref`)} as title,
          ${source.linkPrefix === null ? sql`null::text` : sql`${source.linkPrefix} || s.ref`} as link
          from (${source.rows(scope)}) s`);
      }
      if (options.withLedger || metric === 'LEDGER')
        parts.push(sql`select s.id, s.org_path, s.at, s.num, s.den, ${ledgerTitle(sql`s.ref`)} as title,
          ${LEDGER_LINK_PREFIX} || s.ref as link
          from (${ledgerRows(scope, year, itemCode)}) s
          where s.at >= ${scope.from.toISOString()}::timestamptz and s.at < ${scope.to.toISOString()}::timestamptz`);
      const union = sql.join(parts, sql` union all `);
      const at = sql`u.at`;
      const id = sql`u.id`;
      const result = await db.execute<{
        id: string;
        at: string | Date;
        micros: string;
        num: number;
        den: number;
        title: string;
        link: string | null;
        org_name: string | null;
      }>(sql`
        select u.id, u.at, ${microsOf(at)} as micros, u.num, u.den, u.title, u.link,
          (select o.name from ${org} o where o.path = u.org_path) as org_name
        from (${union}) u
        where true ${options.cursor ? sql`and ${before(at, id, options.cursor)}` : sql``}
        order by ${sql.join(newestFirst(at, id), sql`, `)}
        limit ${options.pageSize + 1}`);
      const counted =
        options.cursor?.counted ??
        Number(
          (
            await db.execute<{ n: number }>(
              sql`select count(*)::int as n from (select 1 from (${union}) u limit ${10_001}) c`,
            )
          ).rows[0]?.n ?? 0,
        );
      return { rows: result.rows, counted };
    },

    ledgerPage: async (where: SQL | undefined, pageSize: number, cursor: KeysetCursor | undefined) => {
      const rows = await db
        .select({
          entry: ledgerEntry,
          orgName: org.name,
          itemName: ruleItem.name,
          micros: microsOf(ledgerEntry.submittedAt),
        })
        .from(ledgerEntry)
        .innerJoin(org, eq(org.id, ledgerEntry.orgId))
        .leftJoin(ruleItem, itemJoin)
        .where(and(where, before(ledgerEntry.submittedAt, ledgerEntry.id, cursor)))
        .orderBy(...newestFirst(ledgerEntry.submittedAt, ledgerEntry.id))
        .limit(pageSize + 1);
      const counted = cursor?.counted ?? (await countCapped(db, ledgerEntry, where));
      return { rows, counted };
    },

    ledgerWithOrg: async (tx: Db | Tx, id: string) =>
      (
        await tx
          .select({ entry: ledgerEntry, orgName: org.name, itemName: ruleItem.name })
          .from(ledgerEntry)
          .innerJoin(org, eq(org.id, ledgerEntry.orgId))
          .leftJoin(ruleItem, itemJoin)
          .where(eq(ledgerEntry.id, id))
      )[0],

    evidenceOf: (tx: Db | Tx, id: string) => filesOfOwner(tx, { type: 'ledger_entry', id }),

    insertLedger: (tx: Db | Tx, row: typeof ledgerEntry.$inferInsert) => tx.insert(ledgerEntry).values(row),

    /** Detaches a refused entry's evidence before new evidence replaces it. */
    detachEvidence: (tx: Db | Tx, id: string) => detachFilesOf(tx, { type: 'ledger_entry', id }),
  };
}
export type RuleSetRepository = ReturnType<typeof createRuleSetRepository>;

/** The board's year, unit kind, area and instant. */
export interface BoardAggregateOptions {
  year: number;
  unitKind: 'district' | 'station';
  orgPath: string;
  now: Date;
}

/**
 * The board's SQL alone (the benchmark's plain-SQL side): the rule items, one
 * aggregate per item metric, the reviewed ledger sums and the residents, exactly as the board runs them.
 */
export async function ruleBoardAggregates(db: Db, options: BoardAggregateOptions) {
  const repository = createRuleSetRepository({ db });
  const part = pathPartOf(options.unitKind);
  const scope = { orgPath: options.orgPath, ...yearRangeOf(options.year), now: options.now };
  const metrics = [...new Set((await repository.items(options.year)).map((i) => i.metric))].filter(
    (m): m is Exclude<RuleMetric, 'LEDGER'> => m !== 'LEDGER',
  );
  const [aggregates, ledger, population] = await Promise.all([
    boardAggregates(db, metrics, scope, part),
    repository.ledgerSums(options.year, options.orgPath, part),
    repository.population(options.orgPath, part),
  ]);
  return { metrics: aggregates, ledger, population };
}
