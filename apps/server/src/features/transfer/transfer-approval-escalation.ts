import { everyMinuteSweep, sweepDue } from '../../core/jobs/index.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { WorkNotifier } from '../identity/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import type { TransferRepository } from './transfer.repository.ts';
import { centreOf } from './transfer.rules.ts';

const BATCH = 200;

/**
 * A cross-district transfer not approved by its deadline escalates to the centre (移交审核 逾期): once
 * per transfer (approval_escalated_at), found through the partial index on approval_deadline. The
 * centre may approve or refuse it like the district. A periodic job (every minute, once across
 * processes, like the warnings' overdue escalation); even two runs at once escalate a transfer once,
 * as the conditional update lets one of them take it, and its notice commits with it (the outbox).
 */
export function createApprovalEscalation(deps: {
  db: Db;
  clock: Clock;
  repository: TransferRepository;
  notifier: WorkNotifier;
  operationLog: OperationLog;
}) {
  const { db, clock, repository, notifier, operationLog } = deps;

  async function escalateOne(transferId: string, now: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      const row = await repository.claimOverdueApproval(tx, transferId, now);
      if (!row) return false;
      await operationLog.record(
        {
          actorType: 'system',
          actorId: 'escalation',
          orgId: row.approvalOrgId ?? row.toOrgId,
          action: 'transfer.approvalEscalate',
          entityType: 'warning_transfer',
          entityId: row.id,
          fromState: row.status,
          toState: row.status,
          remark: '超时未审核，已上报市反诈中心',
        },
        tx,
      );
      const receiver = await repository.org(row.toOrgId, tx);
      const centreId = receiver && centreOf(receiver.path);
      if (centreId) {
        const warningNo = await repository.warningNo(tx, row.warningId);
        await notifier.notify(
          centreId,
          {
            kind: 'transfer_approval_overdue',
            text: `预警 ${warningNo} 跨区移交至${receiver.name}超时未审核`,
            warningId: row.warningId,
            assignmentId: row.fromAssignmentId,
          },
          tx,
        );
      }
      return true;
    });
  }

  /** Escalates every overdue approval now and answers how many. */
  return everyMinuteSweep('transfer.approval-escalate', () => {
    const now = clock.now();
    return sweepDue(
      BATCH,
      () => repository.overdueApprovals(now, BATCH),
      ({ id }) => escalateOne(id, now),
    );
  });
}
