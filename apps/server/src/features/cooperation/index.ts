// Cooperation tasks 警企协作 (DESIGN §4.9). Context: CooperationContext ({ db, clock, operationLog, notifier, jobs }).
// The table `cooperation_task` is read by the cooperation-order figures (response times per partner).
export { cooperationModule, type CooperationContext } from './cooperation.module.ts';
export { cooperationTask, type CooperationTaskRow } from './cooperation.table.ts';
export { cooperationDeadlineOf, measureExpiryOf, paperworkDueOf } from './cooperation.rules.ts';
export { cooperationStepItems, cooperationTaskItems } from './cooperation.work-items.ts';
