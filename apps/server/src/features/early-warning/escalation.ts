import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import { everyMinuteSweep, sweepDue } from '../../core/jobs/index.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { org } from '../org/index.ts';
import type { WorkNotifier } from '../identity/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import { earlyWarning, warningAssignment, type WarningAssignmentRow } from './early-warning.table.ts';
import type { WarningEvents } from './warning-events.ts';

const BATCH = 200;

/**
 * Overdue unsigned warnings escalate to the parent organisation (DESIGN §4.1): once per
 * assignment (escalated_at), found through the partial index on sign_deadline. A periodic job
 * (every minute, once across processes); even two runs at once escalate a row once, as the
 * conditional update lets one of them take it, and its notice commits with it (the outbox).
 */
export function createEscalation(deps: {
  db: Db;
  clock: Clock;
  notifier: WorkNotifier;
  operationLog: OperationLog;
  /** The open streams of the holder and of the parent organisation, in every process, refresh. */
  events?: WarningEvents;
}) {
  const { db, clock, notifier, operationLog, events } = deps;

  /** Escalates one row with its log and notice in one transaction; false when another run took it. */
  async function escalateOne(assignmentId: string, now: Date): Promise<boolean> {
    let announced: { row: WarningAssignmentRow; parentId: string | null } | undefined;
    const escalated = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(warningAssignment)
        .set({ escalatedAt: now })
        .where(
          and(
            eq(warningAssignment.id, assignmentId),
            eq(warningAssignment.state, 'PENDING_SIGN'),
            isNull(warningAssignment.escalatedAt),
          ),
        )
        .returning();
      if (!row) return false;
      await operationLog.record(
        {
          actorType: 'system',
          actorId: 'escalation',
          orgId: row.orgId,
          action: 'assignment.escalate',
          entityType: 'warning_assignment',
          entityId: row.id,
          fromState: row.state,
          toState: row.state,
          remark: '超时未签收，已上报上级',
        },
        tx,
      );
      const [holder] = await tx
        .select({ name: org.name, parentId: org.parentId, warningNo: earlyWarning.warningNo })
        .from(org)
        .innerJoin(earlyWarning, eq(earlyWarning.id, row.warningId))
        .where(eq(org.id, row.orgId));
      if (holder?.parentId) {
        await notifier.notify(
          holder.parentId,
          {
            kind: 'overdue',
            text: `${holder.name} 预警 ${holder.warningNo} 超时未签收`,
            warningId: row.warningId,
            assignmentId: row.id,
          },
          tx,
        );
      }
      announced = { row, parentId: holder?.parentId ?? null };
      return true;
    });
    if (announced) {
      const { row, parentId } = announced;
      for (const orgId of parentId ? [row.orgId, parentId] : [row.orgId])
        events?.publish({
          type: 'warning.changed',
          assignmentId: row.id,
          warningId: row.warningId,
          orgId,
          level: row.level,
          state: row.state,
        });
    }
    return escalated;
  }

  async function runOnce(): Promise<number> {
    const now = clock.now();
    return sweepDue(
      BATCH,
      () =>
        db
          .select({ id: warningAssignment.id })
          .from(warningAssignment)
          .where(
            and(
              eq(warningAssignment.state, 'PENDING_SIGN'),
              isNull(warningAssignment.escalatedAt),
              lt(warningAssignment.signDeadline, now),
            ),
          )
          .orderBy(asc(warningAssignment.signDeadline))
          .limit(BATCH),
      ({ id }) => escalateOne(id, now),
    );
  }

  /** Escalates every overdue row now and answers how many. */
  return everyMinuteSweep('early-warning.escalate', runOnce);
}
export type Escalation = ReturnType<typeof createEscalation>;
