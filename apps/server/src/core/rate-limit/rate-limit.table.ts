import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One counter per rate-limit key (route + client address, or a limiter's own key) for the window
 * that started with its first hit: every server process counts in the same row, so a limit holds
 * whichever process answers. A row past `expires_at` is a finished window, restarted by the next
 * hit and swept now and then.
 */
export const rateLimitCounter = pgTable('rate_limit_counter', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
