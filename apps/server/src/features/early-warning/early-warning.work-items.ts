import { sql } from 'drizzle-orm';
import { stateIn } from '../../core/metric-source.ts';
import type { WorkItemSource } from '../../core/work-item-source.ts';
import { forEntity } from '../../core/work-item-sql.ts';
import { warningAssignment as a } from './early-warning.table.ts';

const DETAIL = '/pages/packageSubGuard/early-warning-detail/early-warning-detail?id=';

/** A pushed warning its organisation has not signed yet (no personal data in the subject: it leaves for the vendor). */
export const warningSignItems: WorkItemSource = {
  kind: 'warning_sign',
  label: '预警签收',
  entityType: 'warning_assignment',
  open: (entityId) => sql`select ${a.id} || ':sign' as item_id, ${a.id} as entity_id, ${a.orgId} as org_id,
      '预警待签收（' || ${a.level} || '级）' as subject, ${a.pushedAt} as start_at, ${a.signDeadline} as due_at,
      ${DETAIL} || ${a.id} as link
    from ${a} where ${stateIn(a.state, ['PENDING_SIGN'])}${forEntity(a.id, entityId)}`,
};

/** A signed warning whose feedback is owed (a second feedback included). */
export const warningFeedbackItems: WorkItemSource = {
  kind: 'warning_feedback',
  label: '预警反馈',
  entityType: 'warning_assignment',
  open: (entityId) => sql`select ${a.id} || ':feedback' as item_id, ${a.id} as entity_id, ${a.orgId} as org_id,
      '预警待反馈（' || ${a.level} || '级）' as subject, coalesce(${a.signedAt}, ${a.pushedAt}) as start_at,
      ${a.feedbackDeadline} as due_at, ${DETAIL} || ${a.id} as link
    from ${a} where ${stateIn(a.state, ['HANDLING', 'WAITING_SECOND_FEEDBACK'])}${forEntity(a.id, entityId)}`,
};
