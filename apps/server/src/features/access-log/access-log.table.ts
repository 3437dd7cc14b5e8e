import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Who saw personal data whole, and every information query (DESIGN §3): who, in which
 * organisation, from which address, what, about whom, with what result, when. One of the two audit
 * chains (core/audit): rows cannot be changed or deleted (a trigger refuses it; only the retention
 * purge deletes expired rows), and `seq` / `hash` are set once by the sealer.
 */
export const accessLog = pgTable(
  'access_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorType: text('actor_type').notNull(),
    actorId: text('actor_id').notNull(),
    orgId: text('org_id').notNull(),
    /** The client's address (`request.ip`); null outside a request. */
    clientAddress: text('client_address'),
    action: text('action').notNull(),
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    /** The keyed person key of whom the data was about, where the subject has one: "who saw this person". */
    personKey: text('person_key'),
    query: text('query'),
    /** `success`, or `refused` (an information query over the hourly quota). */
    result: text('result').notNull().default('success'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The row's place in the chain, set once by the sealer (null until then). */
    seq: bigint('seq', { mode: 'number' }),
    /** SM3 over the previous row's hash and this row (core/audit/chains.ts). */
    hash: text('hash'),
  },
  (t) => [
    index('access_log_actor_idx').on(t.actorId, t.action, t.createdAt),
    index('access_log_person_idx').on(t.personKey, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('access_log_seq_idx').on(t.seq),
    index('access_log_unsealed_idx')
      .on(t.id)
      .where(sql`seq is null`),
  ],
);
