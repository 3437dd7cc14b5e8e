import { VISIT_CHECK_ITEMS } from '@afp/contract';
import { and, eq, gt, sql, type Column, type SQL } from 'drizzle-orm';
import {
  dueMonthsBefore,
  inArea,
  keptWhole,
  notAfter,
  stateIn,
  stateNotIn,
  within,
  type GuardFigure,
  type MetricSource,
} from '../../core/metric-source.ts';
import { earlyWarning, warningAssignment as assignment, warningFeedback as feedback } from './early-warning.table.ts';

/** Warnings' figures for rule statistics and the leaderboard (core/metric-source.ts). */

const WARNING_DETAIL = '/pages/packageSubGuard/early-warning-detail/early-warning-detail?id=';
const warningTitle = (ref: SQL) =>
  sql<string>`coalesce((select '预警 ' || w.${sql.identifier('warning_no')} from ${earlyWarning} w join ${assignment} x on x.${sql.identifier('warning_id')} = w.${sql.identifier('id')} where x.${sql.identifier('id')} = ${ref}), '预警')`;
/** Assignments that are the handler's own (a transferred or merged hop is another's). */
const handled = stateNotIn(assignment.state, ['TRANSFERRED', 'MERGED']);

/** When an assignment's feedback is due (its sign deadline until it is signed). */
const feedbackDue = sql`coalesce(${assignment.feedbackDeadline}, ${assignment.signDeadline})`;

/** 预警处置及时率: assignments whose feedback is due or given; counted when signed and fed back in time. */
export const warningTimelyFigure: MetricSource = {
  rows: (scope) => sql`select ${assignment.id} as id, ${assignment.orgPath} as org_path,
      ${assignment.pushedAt} as at,
      case when ${assignment.signedAt} <= ${assignment.signDeadline}
        and ${assignment.fedBackAt} <= coalesce(${assignment.feedbackDeadline}, ${assignment.fedBackAt})
        then 1 else 0 end as num,
      1 as den, ${assignment.id} as ref
    from ${assignment}
    where ${within(assignment.pushedAt, scope)} and ${inArea(assignment.orgPath, scope.orgPath)} and ${handled}
      and (${assignment.fedBackAt} is not null or ${notAfter(feedbackDue, scope.now)})`,
  // Kept once fed back; the held ones not fed back count (late) once due: kept under the month they
  // turn due in once it is over, those due this month read live from the partial index of the unfed
  // by due time (`assignment_unfed_due_idx`, index only: `num` is 0 without a feedback).
  figure: {
    keptUntil: (scope) => scope.to,
    live: (scope) => sql`select ${assignment.id} as id, ${assignment.orgPath} as org_path,
        ${assignment.pushedAt} as at, 0 as num, 1 as den, ${assignment.id} as ref
      from ${assignment}
      where ${assignment.fedBackAt} is null and ${handled} and ${within(assignment.pushedAt, scope)}
        and ${inArea(assignment.orgPath, scope.orgPath)}
        and ${feedbackDue} >= ${dueMonthsBefore(scope).toISOString()}::timestamptz and ${notAfter(feedbackDue, scope.now)}`,
  },
  title: warningTitle,
  linkPrefix: WARNING_DETAIL,
};

/** 回访率: fed-back assignments; counted when the centre found the return visit effective. */
export const returnVisitFigure: MetricSource = {
  rows: (scope) => sql`select ${assignment.id} as id, ${assignment.orgPath} as org_path,
      ${assignment.fedBackAt} as at,
      case when ${stateIn(assignment.returnVisitVerdict, ['EFFECTIVE'])} then 1 else 0 end as num,
      1 as den, ${assignment.id} as ref
    from ${assignment}
    where ${within(sql`${assignment.fedBackAt}`, scope)} and ${inArea(assignment.orgPath, scope.orgPath)} and ${handled}`,
  figure: keptWhole,
  title: warningTitle,
  linkPrefix: WARNING_DETAIL,
};

/**
 * A handled warning with a loss (a case 发案): the final feedback says defrauded with a positive loss.
 * 一案一宣, the typical cases and the weekly case bulletin all read cases through this (`withLossOf`
 * for an alias of the feedback table).
 */
const DEFRAUDED: readonly (typeof feedback.defrauded)['_']['data'][] = ['YES'];
export const withLossOf = (f: Record<'isFinal' | 'defrauded' | 'amountLost', Column>): SQL =>
  and(eq(f.isFinal, true), stateIn(f.defrauded, DEFRAUDED), gt(f.amountLost, '0'))!;
export const feedbackWithLoss = withLossOf(feedback);

/** 发案数/万人: warnings whose final feedback found the person defrauded (divided by the residents later). */
export const caseRateFigure: MetricSource = {
  rows: (scope) => sql`select ${feedback.id} as id, ${assignment.orgPath} as org_path,
      ${feedback.createdAt} as at, 1 as num, 0 as den, ${assignment.id} as ref
    from ${feedback} join ${assignment} on ${assignment.id} = ${feedback.assignmentId}
    where ${within(sql`${feedback.createdAt}`, scope)} and ${inArea(assignment.orgPath, scope.orgPath)}
      and ${stateIn(feedback.defrauded, ['YES'])} and ${feedback.isFinal}`,
  figure: keptWhole,
  title: warningTitle,
  linkPrefix: WARNING_DETAIL,
};

/** Every item done, as jsonb containment reads it: the stored answers hold each of these (a reason aside). */
const COMPLETE_CHECKLIST = JSON.stringify(VISIT_CHECK_ITEMS.map((item) => ({ item, done: true })));

/**
 * 上门劝阻规范率: each visit that met someone (见面走访, connected), interim ones included, since each is a
 * visit; counted when every item of its checklist was done — 未能查看 with a reason is answered, not done.
 */
export const visitChecklistFigure: MetricSource = {
  rows: (scope) => sql`select ${feedback.id} as id, ${assignment.orgPath} as org_path,
      ${feedback.createdAt} as at,
      case when ${feedback.visitChecklist} @> ${COMPLETE_CHECKLIST}::jsonb then 1 else 0 end as num,
      1 as den, ${assignment.id} as ref
    from ${feedback} join ${assignment} on ${assignment.id} = ${feedback.assignmentId}
    where ${within(sql`${feedback.createdAt}`, scope)} and ${inArea(assignment.orgPath, scope.orgPath)}
      and 'visit' = any(${feedback.channels}) and ${feedback.connected}`,
  figure: keptWhole,
  title: warningTitle,
  linkPrefix: WARNING_DETAIL,
};

/**
 * 处置预警 on the leaderboard: a first feedback earns its writer a point; the population is the
 * held assignments pushed in the period, credited to their signer, done with a first feedback.
 */
export const handledWarningsFigure: GuardFigure = {
  events: (period) => sql`select ${feedback.createdBy} as guard_id, ${feedback.createdAt} as at from ${feedback}
    where ${feedback.round} = 1 and ${within(feedback.createdAt, period)}`,
  population: (period, orgPath) => sql`select ${assignment.orgPath} as org_path, ${assignment.signedBy} as guard_id,
      exists (select 1 from ${feedback} where ${feedback.assignmentId} = ${assignment.id} and ${feedback.round} = 1) as done
    from ${assignment}
    where ${inArea(assignment.orgPath, orgPath)} and ${within(assignment.pushedAt, period)} and ${handled}`,
};
