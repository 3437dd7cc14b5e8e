import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Single-use, short-lived download tickets: the session token never appears in a URL. */
export const downloadTicket = pgTable('download_ticket', {
  ticketHash: text('ticket_hash').primaryKey(),
  fileKey: text('file_key').notNull(),
  fileName: text('file_name').notNull(),
  loginType: text('login_type').notNull(),
  accountId: text('account_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
export type DownloadTicketRow = typeof downloadTicket.$inferSelect;
