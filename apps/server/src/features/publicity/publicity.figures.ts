import { sql } from 'drizzle-orm';
import {
  inArea,
  keptBeforeCurrentMonth,
  notAfter,
  stateIn,
  type GuardFigure,
  type MetricSource,
  within,
} from '../../core/metric-source.ts';
import { casePublicity as cases, publicityRecord as record } from './publicity.table.ts';

/** Publicity's figures for rule statistics and the leaderboard (core/metric-source.ts). */

const verifiedCase = stateIn(cases.state, ['VERIFIED']);
const verifiedRecord = stateIn(record.state, ['VERIFIED']);

/** 一案一宣完成率: case publicity tasks due so far (or done early); counted once verified. */
export const casePublicityFigure: MetricSource = {
  rows: (scope) => sql`select ${cases.id} as id, ${cases.orgPath} as org_path, ${cases.dueAt} as at,
      case when ${verifiedCase} then 1 else 0 end as num, 1 as den, ${cases.id} as ref
    from ${cases}
    where ${within(sql`${cases.dueAt}`, scope)} and ${inArea(cases.orgPath, scope.orgPath)}
      and (${verifiedCase} or ${notAfter(cases.dueAt, scope.now)})`,
  figure: keptBeforeCurrentMonth((scope) => casePublicityFigure.rows(scope)),
  title: (ref) =>
    sql<string>`coalesce((select '一案一宣 ' || c.${sql.identifier('warning_no')} from ${cases} c where c.${sql.identifier('id')} = ${ref}), '一案一宣')`,
  linkPrefix: null,
};

/** 宣防记录 on the leaderboard: a verified record earns its guard a point; the period's records, done once verified. */
export const publicityRecordsFigure: GuardFigure = {
  events: (period) => sql`select ${record.guardId} as guard_id, ${record.occurredAt} as at from ${record}
    where ${verifiedRecord} and ${within(record.occurredAt, period)}`,
  population: (period, orgPath) => sql`select ${record.orgPath} as org_path, ${record.guardId} as guard_id,
      ${verifiedRecord} as done
    from ${record} where ${inArea(record.orgPath, orgPath)} and ${within(record.occurredAt, period)}`,
};

/**
 * 一案一宣 on the leaderboard: a verified case earns the guard who took it up a point; the cases
 * due in the period, done once verified.
 */
export const casePublicityGuardFigure: GuardFigure = {
  events: (period) => sql`select ${cases.guardId} as guard_id, ${cases.verifiedAt} as at from ${cases}
    where ${verifiedCase} and ${within(cases.verifiedAt, period)}`,
  population: (period, orgPath) => sql`select ${cases.orgPath} as org_path, ${cases.guardId} as guard_id,
      ${verifiedCase} as done
    from ${cases} where ${inArea(cases.orgPath, orgPath)} and ${within(cases.dueAt, period)}`,
};
