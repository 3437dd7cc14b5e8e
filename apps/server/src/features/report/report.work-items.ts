import { sql } from 'drizzle-orm';
import { stateIn } from '../../core/metric-source.ts';
import type { WorkItemSource } from '../../core/work-item-source.ts';
import { forEntity } from '../../core/work-item-sql.ts';
import { SUBMISSION_ENTITY } from './report.repository.ts';
import { reportSubmission as s, reportTemplate as t } from './report.table.ts';

/** A period's report begun as a draft or refused back, not handed in yet. */
export const reportItems: WorkItemSource = {
  kind: 'report',
  audience: 'admins',
  label: '报表上报',
  entityType: SUBMISSION_ENTITY,
  open: (entityId) => sql`select ${s.id} as item_id, ${s.id} as entity_id, ${s.orgId} as org_id,
      '报表待上报：' || ${t.name} as subject, ${s.createdAt} as start_at, ${s.dueAt} as due_at,
      '/pages/report/report?templateId=' || ${s.templateId} || '&periodKey=' || ${s.periodKey} as link
    from ${s} join ${t} on ${t.id} = ${s.templateId}
    where ${stateIn(s.state, ['DRAFT', 'REFUSED'])}${forEntity(s.id, entityId)}`,
};
