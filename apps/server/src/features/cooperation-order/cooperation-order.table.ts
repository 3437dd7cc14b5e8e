import { keysOf, ORDER_TASK_STATES, ORDER_TYPES, ORDER_URGENCIES } from '@afp/contract';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { checkOneOf } from '../../db/enum-column.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const STATES = keysOf(ORDER_TASK_STATES);
const TYPES = keysOf(ORDER_TYPES);
const URGENCIES = keysOf(ORDER_URGENCIES);

/** An OA order 工单 the centre (or a district) wrote to one or many partners (DESIGN §4.9). */
export const cooperationOrder = pgTable(
  'cooperation_order',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    type: text('type', { enum: TYPES }).notNull(),
    content: text('content').notNull(),
    urgency: text('urgency', { enum: URGENCIES }).notNull(),
    /** The issuing organisation: the centre sees the orders of its subtree. */
    orgId: text('org_id').notNull(),
    orgPath: text('org_path').notNull(),
    createdById: text('created_by_id').notNull(),
    createdByName: text('created_by_name').notNull(),
    createdAt: ts('created_at').notNull(),
    deadlineAt: ts('deadline_at').notNull(),
  },
  (t) => [
    index('cooperation_order_path_idx').using(
      'btree',
      t.orgPath.op('text_pattern_ops'),
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('cooperation_order_created_idx').on(t.createdAt.desc(), t.id.desc()),
    checkOneOf('cooperation_order_type_check', t.type, TYPES),
    checkOneOf('cooperation_order_urgency_check', t.urgency, URGENCIES),
  ],
);
export type CooperationOrderRow = typeof cooperationOrder.$inferSelect;

/**
 * One partner's task of an order. Its columns `partner_org_id, type, urgency, state, issued_at,
 * received_at, fed_back_at, closed_at, deadline_at, version` are named as `cooperation_task`'s, so one
 * response-time query reads both tables.
 */
export const cooperationOrderTask = pgTable(
  'cooperation_order_task',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => cooperationOrder.id),
    partnerOrgId: text('partner_org_id').notNull(),
    type: text('type', { enum: TYPES }).notNull(),
    urgency: text('urgency', { enum: URGENCIES }).notNull(),
    state: text('state', { enum: STATES }).notNull(),
    /** The order's issuing organisation path, copied for scoping without a join. */
    orgPath: text('org_path').notNull(),
    issuedAt: ts('issued_at').notNull(),
    receivedAt: ts('received_at'),
    fedBackAt: ts('fed_back_at'),
    closedAt: ts('closed_at'),
    withdrawnAt: ts('withdrawn_at'),
    /** Fixed at issue; a returned feedback gets a fresh one (the redo deadline). */
    deadlineAt: ts('deadline_at').notNull(),
    answer: text('answer'),
    doneAt: ts('done_at'),
    fedBackByName: text('fed_back_by_name'),
    returnReason: text('return_reason'),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    index('cooperation_order_task_partner_idx').on(t.partnerOrgId, t.urgency, t.issuedAt.desc(), t.id.desc()),
    index('cooperation_order_task_order_idx').on(t.orderId),
    index('cooperation_order_task_issued_idx').on(t.issuedAt),
    checkOneOf('cooperation_order_task_state_check', t.state, STATES),
    checkOneOf('cooperation_order_task_type_check', t.type, TYPES),
    checkOneOf('cooperation_order_task_urgency_check', t.urgency, URGENCIES),
  ],
);
export type CooperationOrderTaskRow = typeof cooperationOrderTask.$inferSelect;
