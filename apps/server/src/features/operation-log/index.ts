// The operation log every change of state writes to. No routes, no module: app.ts creates one
// `createOperationLog({ db, clock })` and hands it to the modules that change state.
export { operationLog } from './operation-log.table.ts';
export { createOperationLog, type OperationEntry, type OperationLog } from './operation-log.service.ts';
