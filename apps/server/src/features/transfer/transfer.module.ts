import { TRANSFER_APPROVAL_MINUTES } from '@afp/contract';
import type { Clock } from '../../clock.ts';
import type { Jobs } from '../../core/jobs/index.ts';
import { defineModule } from '../../core/module.ts';
import type { Db } from '../../db/client.ts';
import type { WarningEvents } from '../early-warning/index.ts';
import type { WorkNotifier } from '../identity/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import { createApprovalEscalation } from './transfer-approval-escalation.ts';
import { createTransferRepository } from './transfer.repository.ts';
import { transferRoutes } from './transfer.routes.ts';
import { createTransferService } from './transfer.service.ts';

export interface TransferContext {
  db: Db;
  clock: Clock;
  operationLog: OperationLog;
  /** The warning event bus: an accepted transfer announces the receiver's new assignment. */
  events: WarningEvents;
  notifier: WorkNotifier;
  /** The overdue approvals' escalation is a periodic job here. */
  jobs: Jobs;
  /** Minutes a cross-district transfer waits for approval (TRANSFER_APPROVAL_MINUTES); the contract's default when absent. */
  transferApprovalMinutes?: number;
}

/** Transfers 移交 between organisations: request, approve across districts, accept, reject, withdraw, force-assign, log. */
export const transferModule = defineModule<TransferContext>({
  name: 'transfer',
  register(app, context) {
    const repository = createTransferRepository({ db: context.db });
    const approvalMinutes = context.transferApprovalMinutes ?? TRANSFER_APPROVAL_MINUTES;
    transferRoutes(app, { transfers: createTransferService({ ...context, repository, approvalMinutes }) });
    context.jobs.register(createApprovalEscalation({ ...context, repository }).job);
  },
});
