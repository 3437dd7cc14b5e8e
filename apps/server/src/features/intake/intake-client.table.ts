import { boolean, pgTable, text } from 'drizzle-orm/pg-core';

/** Upstream platforms allowed to push warnings; each has its own key (stored hashed). */
export const intakeClient = pgTable('intake_client', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  enabled: boolean('enabled').notNull().default(true),
});
