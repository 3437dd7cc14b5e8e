import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Who saw personal data whole, and every information query (DESIGN §3). */
export const accessLog = pgTable(
  'access_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorType: text('actor_type').notNull(),
    actorId: text('actor_id').notNull(),
    orgId: text('org_id').notNull(),
    action: text('action').notNull(),
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    query: text('query'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('access_log_actor_idx').on(t.actorId, t.action, t.createdAt)],
);
