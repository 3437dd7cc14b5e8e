import { sql } from 'drizzle-orm';
import { stateIn } from '../../core/metric-source.ts';
import type { WorkItemSource } from '../../core/work-item-source.ts';
import { forEntity } from '../../core/work-item-sql.ts';
import { MAIL_RECEIPT_ENTITY } from './mail.repository.ts';
import { mail as m, mailReceipt as r } from './mail.table.ts';

const RECEIVED = '/pages/email/detail?id=';

/** A receipt not signed yet (a station's forward has no deadline of its own). */
export const mailSignItems: WorkItemSource = {
  kind: 'mail_sign',
  audience: 'admins',
  label: '公文签收',
  entityType: MAIL_RECEIPT_ENTITY,
  open: (entityId) => sql`select ${r.id} || ':sign' as item_id, ${r.id} as entity_id, ${r.orgId} as org_id,
      '公文待签收：' || ${m.title} as subject, ${r.receivedAt} as start_at,
      case when ${r.parentReceiptId} is null then ${m.signDeadline} end as due_at,
      ${RECEIVED} || ${r.id} as link
    from ${r} join ${m} on ${m.id} = ${r.mailId}
    where ${stateIn(r.state, ['UNREAD', 'READ'])}${forEntity(r.id, entityId)}`,
};

/** A signed receipt whose feedback the mail asks for (never a station's forward: the station answers). */
export const mailFeedbackItems: WorkItemSource = {
  kind: 'mail_feedback',
  audience: 'admins',
  label: '公文反馈',
  entityType: MAIL_RECEIPT_ENTITY,
  open: (entityId) => sql`select ${r.id} || ':feedback' as item_id, ${r.id} as entity_id, ${r.orgId} as org_id,
      '公文待反馈：' || ${m.title} as subject, coalesce(${r.signedAt}, ${r.receivedAt}) as start_at,
      ${m.feedbackDeadline} as due_at, ${RECEIVED} || ${r.id} as link
    from ${r} join ${m} on ${m.id} = ${r.mailId}
    where ${stateIn(r.state, ['SIGNED'])} and ${m.needsFeedback} and ${r.parentReceiptId} is null${forEntity(
      r.id,
      entityId,
    )}`,
};
