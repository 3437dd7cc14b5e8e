import type { RuleMetric } from '@afp/contract';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { likePrefix } from '../../core/org-scope.ts';
import {
  casePublicity,
  controlTask,
  earlyWarning,
  ledgerEntry,
  preachAppointment,
  spreadUser,
  warningAssignment,
  warningFeedback,
} from '../../db/schema.ts';

/**
 * Each workflow metric as one SQL source over its own records: one row per record of the caller's
 * area in the year, `(id, org_path, at, num, den, ref)` — `den` 1 when the record was due, `num` 1
 * when it counts. The board groups a source by unit and month; the drill-down lists the same rows,
 * so a figure always equals the rows it opens.
 */
export interface MetricScope {
  /** The area's path prefix (the caller's subtree or a unit's). */
  orgPath: string;
  from: Date;
  to: Date;
  now: Date;
}

export interface MetricSource {
  rows: (scope: MetricScope) => SQL;
  /** A row's title from its `ref`, evaluated only for the rows shown. */
  title: (ref: SQL) => SQL;
  /** The app page a row opens (`ref` appended), when it has one. */
  linkPrefix: string | null;
}

const WARNING_DETAIL = '/pages/packageSubGuard/early-warning-detail/early-warning-detail?id=';
const within = (column: SQLWrapper, { from, to }: MetricScope) =>
  sql`${column} >= ${from.toISOString()}::timestamptz and ${column} < ${to.toISOString()}::timestamptz`;
const inArea = (column: SQLWrapper, scope: MetricScope) => sql`${column} like ${likePrefix(scope.orgPath)}`;
const warningTitle = (ref: SQL) =>
  sql<string>`coalesce((select '预警 ' || w.${sql.identifier('warning_no')} from ${earlyWarning} w join ${warningAssignment} x on x.${sql.identifier('warning_id')} = w.${sql.identifier('id')} where x.${sql.identifier('id')} = ${ref}), '预警')`;
/** Assignments that are the handler's own (a transferred or merged hop is another's). */
const handled = sql`${warningAssignment.state} not in ('TRANSFERRED', 'MERGED')`;

export const METRIC_SOURCES: Record<Exclude<RuleMetric, 'LEDGER'>, MetricSource> = {
  /** 预警处置及时率: assignments whose feedback is due or given; counted when signed and fed back in time. */
  WARNING_TIMELY: {
    rows: (scope) => sql`select ${warningAssignment.id} as id, ${warningAssignment.orgPath} as org_path,
        ${warningAssignment.pushedAt} as at,
        case when ${warningAssignment.signedAt} <= ${warningAssignment.signDeadline}
          and ${warningAssignment.fedBackAt} <= coalesce(${warningAssignment.feedbackDeadline}, ${warningAssignment.fedBackAt})
          then 1 else 0 end as num,
        1 as den, ${warningAssignment.id} as ref
      from ${warningAssignment}
      where ${within(warningAssignment.pushedAt, scope)} and ${inArea(warningAssignment.orgPath, scope)} and ${handled}
        and (${warningAssignment.fedBackAt} is not null
          or coalesce(${warningAssignment.feedbackDeadline}, ${warningAssignment.signDeadline}) <= ${scope.now.toISOString()}::timestamptz)`,
    title: warningTitle,
    linkPrefix: WARNING_DETAIL,
  },
  /** 回访率: fed-back assignments; counted when the centre found the return visit effective. */
  RETURN_VISIT: {
    rows: (scope) => sql`select ${warningAssignment.id} as id, ${warningAssignment.orgPath} as org_path,
        ${warningAssignment.fedBackAt} as at,
        case when ${warningAssignment.returnVisitVerdict} = 'EFFECTIVE' then 1 else 0 end as num,
        1 as den, ${warningAssignment.id} as ref
      from ${warningAssignment}
      where ${within(sql`${warningAssignment.fedBackAt}`, scope)} and ${inArea(warningAssignment.orgPath, scope)} and ${handled}`,
    title: warningTitle,
    linkPrefix: WARNING_DETAIL,
  },
  /** 重点人员管控走访率: visit periods due so far; counted when the visit was approved. */
  CONTROL_VISIT: {
    rows: (scope) => sql`select ${controlTask.id} as id, ${controlTask.orgPath} as org_path, ${controlTask.dueAt} as at,
        case when ${controlTask.state} = 'APPROVED' then 1 else 0 end as num, 1 as den, ${controlTask.id} as ref
      from ${controlTask}
      where ${within(sql`${controlTask.dueAt}`, scope)} and ${inArea(controlTask.orgPath, scope)}
        and ${controlTask.state} <> 'CANCELLED' and ${controlTask.dueAt} <= ${scope.now.toISOString()}::timestamptz`,
    title: () => sql<string>`'重点人员走访任务'`,
    linkPrefix: null,
  },
  /** 宣讲场次: preaching sessions completed. */
  PREACH_SESSIONS: {
    rows: (scope) => sql`select ${preachAppointment.id} as id, ${preachAppointment.orgPath} as org_path,
        ${preachAppointment.completedAt} as at, 1 as num, 0 as den, ${preachAppointment.id} as ref
      from ${preachAppointment}
      where ${within(sql`${preachAppointment.completedAt}`, scope)} and ${inArea(preachAppointment.orgPath, scope)}
        and ${preachAppointment.state} in ('COMPLETED', 'CLOSED')`,
    title: (ref) =>
      sql<string>`coalesce((select '宣讲：' || p.${sql.identifier('applicant_unit')} from ${preachAppointment} p where p.${sql.identifier('id')} = ${ref}), '宣讲')`,
    linkPrefix: null,
  },
  /** 反诈APP注册数: residents registered through a guard's promotion code, first registrations only. */
  APP_REGISTRATIONS: {
    rows: (
      scope,
    ) => sql`select ${spreadUser.id} as id, ${spreadUser.orgPath} as org_path, ${spreadUser.createdAt} as at,
        1 as num, 0 as den, ${spreadUser.id} as ref
      from ${spreadUser}
      where ${within(sql`${spreadUser.createdAt}`, scope)} and ${inArea(spreadUser.orgPath, scope)} and ${spreadUser.counted}`,
    title: (ref) =>
      sql<string>`coalesce((select '注册：' || s.${sql.identifier('name_masked')} from ${spreadUser} s where s.${sql.identifier('id')} = ${ref}), '注册')`,
    linkPrefix: null,
  },
  /** 一案一宣完成率: case publicity tasks due so far (or done early); counted once verified. */
  CASE_PUBLICITY: {
    rows: (
      scope,
    ) => sql`select ${casePublicity.id} as id, ${casePublicity.orgPath} as org_path, ${casePublicity.dueAt} as at,
        case when ${casePublicity.state} = 'VERIFIED' then 1 else 0 end as num, 1 as den, ${casePublicity.id} as ref
      from ${casePublicity}
      where ${within(sql`${casePublicity.dueAt}`, scope)} and ${inArea(casePublicity.orgPath, scope)}
        and (${casePublicity.state} = 'VERIFIED' or ${casePublicity.dueAt} <= ${scope.now.toISOString()}::timestamptz)`,
    title: (ref) =>
      sql<string>`coalesce((select '一案一宣 ' || c.${sql.identifier('warning_no')} from ${casePublicity} c where c.${sql.identifier('id')} = ${ref}), '一案一宣')`,
    linkPrefix: null,
  },
  /** 发案数/万人: warnings whose final feedback found the person defrauded (divided by the residents later). */
  CASE_RATE: {
    rows: (scope) => sql`select ${warningFeedback.id} as id, ${warningAssignment.orgPath} as org_path,
        ${warningFeedback.createdAt} as at, 1 as num, 0 as den, ${warningAssignment.id} as ref
      from ${warningFeedback} join ${warningAssignment} on ${warningAssignment.id} = ${warningFeedback.assignmentId}
      where ${within(sql`${warningFeedback.createdAt}`, scope)} and ${inArea(warningAssignment.orgPath, scope)}
        and ${warningFeedback.defrauded} = 'YES' and ${warningFeedback.isFinal}`,
    title: warningTitle,
    linkPrefix: WARNING_DETAIL,
  },
};

/** Ledger entries of an item as drill-down rows: counted once reviewed. */
export const ledgerRows = (scope: MetricScope, year: number, itemCode: string): SQL =>
  sql`select ${ledgerEntry.id} as id, ${ledgerEntry.orgPath} as org_path,
      make_timestamptz(${ledgerEntry.year}, ${ledgerEntry.month}, 1, 0, 0, 0, 'Asia/Shanghai') as at,
      case when ${ledgerEntry.state} = 'VERIFIED' then ${ledgerEntry.value} else 0 end as num, 0 as den, ${ledgerEntry.id} as ref
    from ${ledgerEntry}
    where ${ledgerEntry.year} = ${year} and ${ledgerEntry.itemCode} = ${itemCode} and ${inArea(ledgerEntry.orgPath, scope)}`;
export const LEDGER_LINK_PREFIX = '/pages/rule-sta/ledger?id=';
export const ledgerTitle = (ref: SQL) =>
  sql<string>`coalesce((select '台账：' || l.${sql.identifier('description')} from ${ledgerEntry} l where l.${sql.identifier('id')} = ${ref}), '台账')`;
