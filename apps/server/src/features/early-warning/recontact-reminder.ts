import { and, asc, eq, isNotNull, lte, or, isNull, ne, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import { everyMinuteSweep, sweepDue } from '../../core/jobs/index.ts';
import type { Db } from '../../db/client.ts';
import type { WorkNotifier } from '../identity/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import { earlyWarning, warningAssignment as wa } from './early-warning.table.ts';

const BATCH = 200;

/** The centre is the first organisation of every materialised path (`/centre/district/…/`). */
const centreOf = (orgPath: string): string => orgPath.split('/')[1] ?? '';

/**
 * 待再次联系: when a victim not reached is due to be called again, whoever makes the next attempt
 * hears of it — the holder's guards after their feedback 暂时找不到 (the warning waits for its second
 * feedback), the centre after its own 回访 暂时找不到 (the warning stays fed back). Once per due time
 * (`recontact_reminded_for`), with its log row and notice in one transaction; a periodic job, once
 * across processes, whose conditional update lets one run take each due attempt.
 */
export function createRecontactReminders(deps: {
  db: Db;
  clock: Clock;
  notifier: WorkNotifier;
  operationLog: OperationLog;
}) {
  const { db, clock, notifier, operationLog } = deps;

  async function remindOne(assignmentId: string, now: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(wa)
        .set({ recontactRemindedFor: sql`${wa.nextAttemptDue}` })
        .where(and(eq(wa.id, assignmentId), dueAndNotReminded(now)))
        .returning();
      if (!row) return false;
      const byCentre = row.state === 'FED_BACK';
      const attempt = (byCentre ? row.returnVisitAttempts : row.contactAttempts) + 1;
      const [warning] = await tx
        .select({ warningNo: earlyWarning.warningNo })
        .from(earlyWarning)
        .where(eq(earlyWarning.id, row.warningId));
      const what = byCentre ? '回访' : '联系';
      await operationLog.record(
        {
          actorType: 'system',
          actorId: 'recontact-reminder',
          orgId: row.orgId,
          action: 'assignment.recontact_due',
          entityType: 'warning_assignment',
          entityId: row.id,
          remark: `已到第 ${attempt} 次${what}时间，已提醒${byCentre ? '市反诈中心' : '签收单位'}`,
        },
        tx,
      );
      await notifier.notify(
        byCentre ? centreOf(row.orgPath) : row.orgId,
        {
          kind: 'recontact_due',
          text: `预警 ${warning?.warningNo ?? ''} 已到第 ${attempt} 次${what}时间，请再次联系当事人`,
          warningId: row.warningId,
          assignmentId: row.id,
        },
        tx,
      );
      return true;
    });
  }

  async function runOnce(): Promise<number> {
    const now = clock.now();
    return sweepDue(
      BATCH,
      () =>
        db.select({ id: wa.id }).from(wa).where(dueAndNotReminded(now)).orderBy(asc(wa.nextAttemptDue)).limit(BATCH),
      ({ id }) => remindOne(id, now),
    );
  }

  /** Reminds of every attempt now due and answers how many. */
  return everyMinuteSweep('early-warning.recontact-remind', runOnce);
}

/** Due by `now`, still open for an attempt, and not yet reminded of this due time. */
const dueAndNotReminded = (now: Date) =>
  and(
    isNotNull(wa.nextAttemptDue),
    lte(wa.nextAttemptDue, now),
    or(eq(wa.state, 'WAITING_SECOND_FEEDBACK'), eq(wa.state, 'FED_BACK')),
    or(isNull(wa.recontactRemindedFor), ne(wa.recontactRemindedFor, wa.nextAttemptDue)),
  );
