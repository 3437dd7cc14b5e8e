import { CONTROL_TASK_STATES, CONTROLLED_PERSON_STATES } from '@afp/contract';
import { defineWorkflow } from '../../core/transition/index.ts';
import { invalidControlMove, staleControl } from './people-control.errors.ts';
import { PERSON_TRANSITIONS, TASK_TRANSITIONS, type PersonAction, type TaskAction } from './people-control.rules.ts';
import { controlledPerson, controlTask } from './people-control.table.ts';

/** How a refused action reads in the 409 (当前状态（…）不能执行该操作（…）). */
const TASK_ACTION_NAMES: Record<TaskAction, string> = {
  submit: '提交反馈',
  approve: '审核通过',
  return: '退回',
  cancel: '取消',
};
const PERSON_ACTION_NAMES: Record<PersonAction, string> = {
  markLost: '标记失联',
  restore: '恢复管控',
  release: '解除管控',
};

/** A visit task's period: PENDING → SUBMITTED → APPROVED | RETURNED → SUBMITTED …, CANCELLED on release. */
export const CONTROL_TASK_WORKFLOW = defineWorkflow({
  entityType: 'control_task',
  table: controlTask,
  states: CONTROL_TASK_STATES,
  actions: TASK_TRANSITIONS,
  logAction: (action) => `people_control.task.${action}`,
  illegal: (state, action) => invalidControlMove(CONTROL_TASK_STATES[state], TASK_ACTION_NAMES[action]),
  stale: staleControl,
});

/** A controlled person: `IN_CONTROL ↔ LOST_CONTACT → RELEASED`. */
export const CONTROLLED_PERSON_WORKFLOW = defineWorkflow({
  entityType: 'controlled_person',
  table: controlledPerson,
  states: CONTROLLED_PERSON_STATES,
  actions: PERSON_TRANSITIONS,
  logAction: (action) => `people_control.person.${action}`,
  illegal: (state, action) => invalidControlMove(CONTROLLED_PERSON_STATES[state], PERSON_ACTION_NAMES[action]),
  stale: staleControl,
});
