import { formatChinaDateTime, COOPERATION_LAPSE_WARNING_HOURS, COOPERATION_TASK_TYPES } from '@afp/contract';
import type { Clock } from '../../clock.ts';
import { everyMinuteSweep, sweepDue } from '../../core/jobs/index.ts';
import type { Db } from '../../db/client.ts';
import type { WorkNotifier } from '../identity/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import { COOPERATION_TASK_ENTITY, type CooperationRepository } from './cooperation.repository.ts';

const BATCH = 200;

/**
 * 即将到期: a 止付 / 冻结 lapsing within COOPERATION_LAPSE_WARNING_HOURS is noticed once per expiry
 * to both sides — the partner that holds it and the office that asked — so the centre can extend it
 * in time. A periodic job, once across processes; the conditional claim lets one run notice a step,
 * its log and both notices in the same transaction (as the mail reminders do).
 */
export function createCooperationLapseReminders(deps: {
  db: Db;
  clock: Clock;
  repository: CooperationRepository;
  operationLog: OperationLog;
  notifier: WorkNotifier;
}) {
  const { db, clock, repository, operationLog, notifier } = deps;

  async function runOnce(): Promise<number> {
    const now = clock.now();
    const until = new Date(now.getTime() + COOPERATION_LAPSE_WARNING_HOURS * 3_600_000);
    return sweepDue(
      BATCH,
      () => repository.lapseCandidates(now, until, BATCH),
      async ({ step, task }) => {
        const lapse = `${COOPERATION_TASK_TYPES[task.type]}即将到期（${step.expiresAt ? formatChinaDateTime(step.expiresAt) : ''}）`;
        return db.transaction(async (tx) => {
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
          const text = `${lapse}：${task.title}`;
          await notifier.notify(task.partnerOrgId, { kind: 'cooperation_lapse', text }, tx);
          await notifier.notify(
            task.issuerOrgId,
            { kind: 'cooperation_lapse', text: `${text}，如需延期请及时发起` },
            tx,
          );
          return true;
        });
      },
    );
  }

  /** Notices every step lapsing soon and answers how many. */
  return everyMinuteSweep('cooperation.lapse-remind', runOnce);
}
export type CooperationLapseReminders = ReturnType<typeof createCooperationLapseReminders>;
