import type { RuleMetric } from '@afp/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { METRIC_SOURCES } from './rule-metrics.ts';
import type { BoardAggregateOptions, UnitMonthRow } from './rule-statistics.repository.ts';
import { pathPartOf, yearRangeOf } from './rule-statistics.rules.ts';

/**
 * The oracle of the board's exactness (bench/rule-statistics.ts), never served: a metric's plain
 * aggregate over its owner's raw rows (`METRIC_SOURCES`), by unit and China month — what the
 * board's figures must equal however they are read.
 */
export function plainMetricAggregateSql(metric: Exclude<RuleMetric, 'LEDGER'>, options: BoardAggregateOptions): SQL {
  const scope = { orgPath: options.orgPath, ...yearRangeOf(options.year), now: options.now };
  return sql`
    select split_part(r.org_path, '/', ${pathPartOf(options.unitKind)}) as unit,
      extract(month from r.at at time zone 'Asia/Shanghai')::int as month,
      sum(r.num)::int as num, sum(r.den)::int as den
    from (${METRIC_SOURCES[metric].rows(scope)}) r
    group by 1, 2`;
}

export async function plainMetricAggregate(
  db: Db,
  metric: Exclude<RuleMetric, 'LEDGER'>,
  options: BoardAggregateOptions,
): Promise<UnitMonthRow[]> {
  const result = await db.execute<UnitMonthRow>(plainMetricAggregateSql(metric, options));
  return result.rows.map((r) => ({ unit: r.unit, month: Number(r.month), num: Number(r.num), den: Number(r.den) }));
}
