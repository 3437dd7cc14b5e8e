import { sql } from 'drizzle-orm';
import { COOPERATION_OPEN_STATES } from '@afp/contract';
import { stateIn } from '../../core/metric-source.ts';
import type { WorkItemSource } from '../../core/work-item-source.ts';
import { forEntity } from '../../core/work-item-sql.ts';
import { COOPERATION_TASK_ENTITY } from './cooperation.repository.ts';
import { cooperationTask as t, cooperationTaskStep as s } from './cooperation.table.ts';

const DETAIL = '/pages/cooperation/detail?id=';

/** A task the partner still owes an answer to (a returned one's redo included). */
export const cooperationTaskItems: WorkItemSource = {
  kind: 'cooperation_task',
  label: '协作任务',
  entityType: COOPERATION_TASK_ENTITY,
  open: (entityId) => sql`select ${t.id} as item_id, ${t.id} as entity_id, ${t.partnerOrgId} as org_id,
      '协作任务待反馈：' || ${t.title} as subject, ${t.issuedAt} as start_at, ${t.deadlineAt} as due_at,
      ${DETAIL} || ${t.id} as link
    from ${t} where ${stateIn(t.state, COOPERATION_OPEN_STATES)}${forEntity(t.id, entityId)}`,
};

/** A step (止付 / 冻结, 延期, 解除) the bank has not done yet; its moves are logged on the task. */
export const cooperationStepItems: WorkItemSource = {
  kind: 'cooperation_step',
  label: '协作措施',
  entityType: COOPERATION_TASK_ENTITY,
  open: (entityId) => sql`select ${s.id} as item_id, ${t.id} as entity_id, ${t.partnerOrgId} as org_id,
      '协作措施待办理：' || ${t.title} as subject, ${s.requestedAt} as start_at, ${s.deadlineAt} as due_at,
      ${DETAIL} || ${t.id} as link
    from ${s} join ${t} on ${t.id} = ${s.taskId}
    where ${stateIn(s.state, ['PENDING'])} and ${stateIn(t.state, COOPERATION_OPEN_STATES)}${forEntity(t.id, entityId)}`,
};
