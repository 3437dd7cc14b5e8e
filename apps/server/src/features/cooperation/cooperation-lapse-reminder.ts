import { COOPERATION_LAPSE_WARNING_HOURS, COOPERATION_TASK_TYPES } from '@afp/contract';
import type { Clock } from '../../clock.ts';
import { formatChinaTime } from '../../core/china-time.ts';
import { createPeriodicJob } from '../../core/periodic-job.ts';
import type { Db } from '../../db/client.ts';
import type { WorkNotifier } from '../identity/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import { COOPERATION_TASK_ENTITY, type CooperationRepository } from './cooperation.repository.ts';

const BATCH = 200;

/**
 * 即将到期: a 止付 / 冻结 lapsing within COOPERATION_LAPSE_WARNING_HOURS is noticed once per expiry
 * to both sides — the partner that holds it and the office that asked — so the centre can extend it
 * in time. The conditional claim lets exactly one process notice a step (as the mail reminders do).
 */
export function createCooperationLapseReminders(deps: {
  db: Db;
  clock: Clock;
  repository: CooperationRepository;
  operationLog: OperationLog;
  notifier: WorkNotifier;
  onError?: (error: unknown) => void;
}) {
  const { db, clock, repository, operationLog, notifier } = deps;

  async function runOnce(): Promise<number> {
    const now = clock.now();
    const until = new Date(now.getTime() + COOPERATION_LAPSE_WARNING_HOURS * 3_600_000);
    let total = 0;
    for (;;) {
      const candidates = await repository.lapseCandidates(now, until, BATCH);
      let remindedNow = 0;
      for (const { step, task } of candidates) {
        const lapse = `${COOPERATION_TASK_TYPES[task.type]}即将到期（${step.expiresAt ? formatChinaTime(step.expiresAt) : ''}）`;
        const claimed = await db.transaction(async (tx) => {
          if (!(await repository.markLapseReminded(tx, step.id, now))) return false;
          await operationLog.record(
            {
              actorType: 'system',
              actorId: 'lapse-reminder',
              orgId: task.issuerOrgId,
              action: 'cooperation.lapse_reminder',
              entityType: COOPERATION_TASK_ENTITY,
              entityId: task.id,
              remark: `${lapse}，已通知双方`,
            },
            tx,
          );
          return true;
        });
        if (!claimed) continue;
        remindedNow += 1;
        const text = `${lapse}：${task.title}`;
        await notifier.notify(task.partnerOrgId, { kind: 'cooperation_lapse', text });
        await notifier.notify(task.issuerOrgId, { kind: 'cooperation_lapse', text: `${text}，如需延期请及时发起` });
      }
      total += remindedNow;
      if (candidates.length < BATCH || remindedNow === 0) return total;
    }
  }

  return createPeriodicJob(runOnce, deps.onError);
}
export type CooperationLapseReminders = ReturnType<typeof createCooperationLapseReminders>;
