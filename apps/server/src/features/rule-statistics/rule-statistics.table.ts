import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Yearly assessment rule sets 考核规则; the latest issued year is the OA default year. */
export const ruleSet = pgTable('rule_set', {
  year: integer('year').primaryKey(),
  title: text('title').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }),
});
