// Partner tasks (DESIGN §4.9): what 警企协作 cooperation tasks and oa 工单 order tasks share — one
// task per partner organisation, with the same states, moves, deadlines and response figures. Each
// source (cooperation, cooperation-order) declares a `PartnerTaskSource` and moves its rows here;
// `createPartnerTasks({ db, clock, sources })` serves the partners list and the figures of both.
export {
  canMovePartnerTask,
  isDoneAtAcceptable,
  isPartnerTaskOverdue,
  partnerTaskDeadlineOf,
  type PartnerTaskTerm,
  type PartnerTaskTransitions,
} from './partner-task.rules.ts';
export {
  definePartnerTaskSource,
  movePartnerTask,
  type PartnerTaskSource,
  type PartnerTaskTable,
} from './partner-task.move.ts';
export { countsOf } from './response-figures.presenter.ts';
export { createPartnerTasks, type PartnerTasks } from './partner-task.service.ts';
