import type { Clock } from '../../clock.ts';
import { defineModule } from '../../core/module.ts';
import type { Db } from '../../db/client.ts';
import type { WarningEvents } from '../early-warning/index.ts';
import type { WorkNotifier } from '../identity/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
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
}

/** Transfers 移交 between organisations: request, accept, reject, withdraw, force-assign, log. */
export const transferModule = defineModule<TransferContext>({
  name: 'transfer',
  register(app, context) {
    transferRoutes(app, {
      transfers: createTransferService({ ...context, repository: createTransferRepository({ db: context.db }) }),
    });
  },
});
