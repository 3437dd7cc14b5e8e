import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One pending SMS login code per phone; only its hash is kept. */
export const smsCode = pgTable('sms_code', {
  phone: text('phone').primaryKey(),
  codeHash: text('code_hash').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  triesLeft: integer('tries_left').notNull(),
});
export type SmsCodeRow = typeof smsCode.$inferSelect;
