import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { checkOneOf } from '../../db/enum-column.ts';

/**
 * PENDING: to be created at the vendor; OPEN: created (vendor_task_id set); CLOSING: the item was
 * done or taken away, the vendor task still to be completed; DONE: completed there; CANCELLED:
 * taken away before it was created; UNSUPPORTED: the app has no to-do list (浙政钉 here).
 */
export const WORK_TODO_STATES = ['PENDING', 'OPEN', 'CLOSING', 'DONE', 'CANCELLED', 'UNSUPPORTED'] as const;
export type WorkTodoState = (typeof WORK_TODO_STATES)[number];
/** States in which the row stands for the item's current holder. */
export const ACTIVE_TODO_STATES: readonly WorkTodoState[] = ['PENDING', 'OPEN', 'UNSUPPORTED'];

/**
 * A workplace-app to-do 待办 of one bound user for one work item (core/work-item-source.ts), so any
 * process can complete what another created. One active row per item, holder and user.
 */
export const workTodo = pgTable(
  'work_todo',
  {
    id: text('id').primaryKey(),
    itemKind: text('item_kind').notNull(),
    itemId: text('item_id').notNull(),
    entityId: text('entity_id').notNull(),
    orgId: text('org_id').notNull(),
    provider: text('provider').notNull(),
    appKey: text('app_key').notNull(),
    vendorUserId: text('vendor_user_id').notNull(),
    vendorTaskId: text('vendor_task_id'),
    state: text('state', { enum: WORK_TODO_STATES }).notNull(),
    subject: text('subject').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }),
    link: text('link').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('work_todo_active_idx')
      .on(t.itemKind, t.itemId, t.orgId, t.provider, t.appKey, t.vendorUserId)
      .where(sql`state in ('PENDING', 'OPEN', 'UNSUPPORTED')`),
    index('work_todo_entity_idx').on(t.itemKind, t.entityId),
    checkOneOf('work_todo_state_check', t.state, WORK_TODO_STATES),
  ],
);
export type WorkTodoRow = typeof workTodo.$inferSelect;

/**
 * A pre-deadline reminder sent for an item at one share of its time (per mille of start → due),
 * once: the primary key is the claim two sweeping processes race for. A new deadline (a redo) arms
 * the shares again.
 */
export const workReminder = pgTable(
  'work_reminder',
  {
    itemKind: text('item_kind').notNull(),
    itemId: text('item_id').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    share: integer('share').notNull(),
    orgId: text('org_id').notNull(),
    noticeId: text('notice_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.itemKind, t.itemId, t.dueAt, t.share] }),
    index('work_reminder_sent_idx').on(t.sentAt),
  ],
);
