import { boolean, text } from 'drizzle-orm/pg-core';
import { org } from '../org/index.ts';

/**
 * What every kind of account has: its organisation and whether it is disabled (login locks are
 * kept per identifier by the login feature). Fresh builders per table, as drizzle requires.
 */
export const accountColumns = () => ({
  orgId: text('org_id')
    .notNull()
    .references(() => org.id),
  disabled: boolean('disabled').notNull().default(false),
});
