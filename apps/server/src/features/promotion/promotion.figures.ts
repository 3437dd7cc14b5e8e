import { sql } from 'drizzle-orm';
import { inArea, keptWhole, type GuardFigure, type MetricSource, within } from '../../core/metric-source.ts';
import { residentsIn } from '../population/index.ts';
import { spreadUser as spread } from './promotion.table.ts';

/** Promotion's figures for rule statistics and the leaderboard (core/metric-source.ts). */

/** 反诈APP注册数: residents registered through a guard's promotion code, first registrations only. */
export const registrationsFigure: MetricSource = {
  rows: (scope) => sql`select ${spread.id} as id, ${spread.orgPath} as org_path, ${spread.createdAt} as at,
      1 as num, 0 as den, ${spread.id} as ref
    from ${spread}
    where ${within(sql`${spread.createdAt}`, scope)} and ${inArea(spread.orgPath, scope.orgPath)} and ${spread.counted}`,
  figure: keptWhole,
  title: (ref) =>
    sql<string>`coalesce((select '注册：' || s.${sql.identifier('name_masked')} from ${spread} s where s.${sql.identifier('id')} = ${ref}), '注册')`,
  linkPrefix: null,
};

/**
 * 推广用户 on the leaderboard: a counted registration earns its guard a point; the population is
 * the area's residents, done when registered (counted) through a code in the period.
 */
export const spreadFigure: GuardFigure = {
  events: (period) => sql`select ${spread.guardId} as guard_id, ${spread.createdAt} as at from ${spread}
    where ${spread.counted} and ${within(spread.createdAt, period)}`,
  population: (period, orgPath) => sql`select r.org_path, s.guard_id, s.guard_id is not null as done
    from (${residentsIn(orgPath)}) r left join ${spread} s on s.phone_key = r.phone_key and s.counted
      and s.created_at >= ${period.from.toISOString()}::timestamptz and s.created_at < ${period.to.toISOString()}::timestamptz`,
};
