import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import { createPeriodicJob } from '../../core/periodic-job.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { org } from '../../db/schema.ts';
import type { WorkNotifier } from '../identity/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import { earlyWarning, warningAssignment } from './early-warning.table.ts';

const BATCH = 200;

/**
 * Overdue unsigned warnings escalate to the parent organisation (DESIGN §4.1): once per
 * assignment (escalated_at), found through the partial index on sign_deadline. Safe to run in
 * several processes at once: the conditional update lets exactly one of them escalate a row.
 */
export function createEscalation(deps: {
  db: Db;
  clock: Clock;
  notifier: WorkNotifier;
  operationLog: OperationLog;
  onError?: (error: unknown) => void;
}) {
  const { db, clock, notifier, operationLog } = deps;

  async function escalateOne(assignmentId: string, now: Date): Promise<boolean> {
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
      if (!row) return undefined;
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
      return row;
    });
    if (!escalated) return false;
    const [holder] = await db
      .select({ name: org.name, parentId: org.parentId, warningNo: earlyWarning.warningNo })
      .from(org)
      .innerJoin(earlyWarning, eq(earlyWarning.id, escalated.warningId))
      .where(eq(org.id, escalated.orgId));
    if (holder?.parentId) {
      await notifier.notify(holder.parentId, {
        kind: 'overdue',
        text: `${holder.name} 预警 ${holder.warningNo} 超时未签收`,
        warningId: escalated.warningId,
        assignmentId: escalated.id,
      });
    }
    return true;
  }

  async function runOnce(): Promise<number> {
    const now = clock.now();
    let total = 0;
    for (;;) {
      const due = await db
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
        .limit(BATCH);
      let escalatedNow = 0;
      for (const { id } of due) if (await escalateOne(id, now)) escalatedNow += 1;
      total += escalatedNow;
      // Rows another process took are skipped; stop when a batch brought nothing new.
      if (due.length < BATCH || escalatedNow === 0) return total;
    }
  }

  return createPeriodicJob(runOnce, deps.onError);
}
export type Escalation = ReturnType<typeof createEscalation>;
