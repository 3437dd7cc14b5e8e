import { sql } from 'drizzle-orm';
import { stateIn } from '../../core/metric-source.ts';
import type { WorkItemSource } from '../../core/work-item-source.ts';
import { forEntity } from '../../core/work-item-sql.ts';
import { controlledPerson as p, controlTask as t } from './people-control.table.ts';

/**
 * A visit period not visited yet, or whose visit came back: the guard in charge's to-do when the
 * person has one (no name in the subject: it leaves for the vendor).
 */
export const controlVisitItems: WorkItemSource = {
  kind: 'control_visit',
  label: '重点人员走访',
  entityType: 'control_task',
  open: (entityId) => sql`select ${t.id} as item_id, ${t.id} as entity_id, ${t.orgId} as org_id,
      '重点人员待走访' as subject, ${t.periodStart} as start_at, ${t.dueAt} as due_at,
      '/pages/packageSubGuard/people-control/control-feedback/control-feedback?id=' || ${t.personId} as link,
      ${p.guardId} as guard_id
    from ${t} join ${p} on ${p.id} = ${t.personId} where ${stateIn(t.state, ['PENDING', 'RETURNED'])}${forEntity(t.id, entityId)}`,
};
