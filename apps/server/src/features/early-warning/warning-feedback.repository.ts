import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { cooperationAccount, guardUser, oaAccount } from '../account/index.ts';
import { operationLog } from '../operation-log/index.ts';
import { org } from '../org/index.ts';
// eslint-disable-next-line afp/feature-boundaries -- transfer builds on early-warning (its lists join warnings): the timeline reads the leaf table of the transfers an assignment requested, so the features stay acyclic
import { warningTransfer } from '../transfer/transfer.table.ts';
import { inSubtree } from './early-warning.repository.ts';
import { warningAssignment as wa, warningFeedback, type WarningFeedbackRow } from './early-warning.table.ts';

export type FeedbackInsert = typeof warningFeedback.$inferInsert;

/** Postgres unique violation, whether the driver error is wrapped by drizzle or not. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const ofAssignments = (assignmentIds: string[]) =>
  and(eq(operationLog.entityType, 'warning_assignment'), inArray(operationLog.entityId, assignmentIds));

export function createWarningFeedbackRepository({ db }: { db: Db }) {
  /** Operation-log entries matching `where` with actor and organisation names, oldest first. */
  function logEntriesWhere(assignmentIds: string[], where: SQL | undefined) {
    if (assignmentIds.length === 0) return Promise.resolve([]);
    const actorName = sql<string | null>`case ${operationLog.actorType}
      when 'guard' then ${guardUser.name} when 'oa' then ${oaAccount.displayName}
      when 'cooperation' then ${cooperationAccount.name} else null end`;
    return db
      .select({
        id: operationLog.id,
        action: operationLog.action,
        actorType: operationLog.actorType,
        actorName,
        orgName: org.name,
        fromState: operationLog.fromState,
        toState: operationLog.toState,
        remark: operationLog.remark,
        createdAt: operationLog.createdAt,
      })
      .from(operationLog)
      .leftJoin(guardUser, and(eq(operationLog.actorType, 'guard'), eq(guardUser.id, operationLog.actorId)))
      .leftJoin(oaAccount, and(eq(operationLog.actorType, 'oa'), eq(oaAccount.id, operationLog.actorId)))
      .leftJoin(
        cooperationAccount,
        and(eq(operationLog.actorType, 'cooperation'), eq(cooperationAccount.id, operationLog.actorId)),
      )
      .leftJoin(org, eq(org.id, operationLog.orgId))
      .where(where)
      .orderBy(asc(operationLog.createdAt), asc(operationLog.id));
  }

  return {
    /** The next round of an assignment; the unique (assignment, round) index settles races. */
    async nextRound(tx: Db | Tx, assignmentId: string): Promise<number> {
      const [row] = await tx
        .select({ last: sql<number>`coalesce(max(${warningFeedback.round}), 0)::int` })
        .from(warningFeedback)
        .where(eq(warningFeedback.assignmentId, assignmentId));
      return (row?.last ?? 0) + 1;
    },

    async insert(tx: Db | Tx, feedback: FeedbackInsert): Promise<void> {
      await tx.insert(warningFeedback).values(feedback);
    },

    /** Feedbacks on a warning, oldest first; with `orgPath`, only those on assignments inside that subtree. */
    async ofWarning(warningId: string, orgPath?: string): Promise<(WarningFeedbackRow & { orgName: string })[]> {
      const rows = await db
        .select({ feedback: warningFeedback, orgName: org.name })
        .from(warningFeedback)
        .innerJoin(wa, eq(wa.id, warningFeedback.assignmentId))
        .innerJoin(org, eq(org.id, warningFeedback.orgId))
        .where(and(eq(warningFeedback.warningId, warningId), orgPath === undefined ? undefined : inSubtree(orgPath)))
        .orderBy(asc(warningFeedback.createdAt), asc(warningFeedback.round));
      return rows.map((r) => ({ ...r.feedback, orgName: r.orgName }));
    },

    /** Operation-log entries of assignments with actor and organisation names, oldest first. */
    operationLogOf(assignmentIds: string[]) {
      return logEntriesWhere(assignmentIds, ofAssignments(assignmentIds));
    },

    /**
     * The timeline's log: the assignments' entries plus those of the transfers they requested (whose
     * accept, reject or withdraw say how a transfer ended), oldest first.
     */
    timelineLogOf(assignmentIds: string[]) {
      const transfersOf = db
        .select({ id: warningTransfer.id })
        .from(warningTransfer)
        .where(inArray(warningTransfer.fromAssignmentId, assignmentIds));
      return logEntriesWhere(
        assignmentIds,
        or(
          ofAssignments(assignmentIds),
          and(eq(operationLog.entityType, 'warning_transfer'), inArray(operationLog.entityId, transfersOf)),
        ),
      );
    },
  };
}
export type WarningFeedbackRepository = ReturnType<typeof createWarningFeedbackRepository>;
