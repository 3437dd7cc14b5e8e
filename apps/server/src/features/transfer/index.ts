// Transfers 移交 between organisations. Module context: TransferContext = { db, clock, operationLog, events, notifier, jobs, transferApprovalMinutes }.
export { transferModule, type TransferContext } from './transfer.module.ts';
