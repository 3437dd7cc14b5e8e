// The operation log every change of state writes to (`record`), and the few things done without one,
// such as a contact attempt (`note`). No routes, no module: app.ts creates one
// `createOperationLog({ db, clock })` and hands it to the modules that write it.
export { operationLog, type OperationLogRow } from './operation-log.table.ts';
export {
  changeRemark,
  createOperationLog,
  type ChangedBy,
  type LoggedChange,
  type LoggedEntry,
  type OperationEntry,
  type OperationLog,
} from './operation-log.service.ts';
