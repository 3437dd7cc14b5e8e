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
// The one timeline reader: an entity's log with the actors' names (every detail page's 办理记录).
export { readTimeline, readTimelines, type TimelineRow } from './operation-log.timeline.ts';
