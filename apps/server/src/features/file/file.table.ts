import { LOGIN_TYPES, STORED_FILE_PURPOSES } from '@afp/contract';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { checkOneOf } from '../../db/enum-column.ts';
import { org } from '../org/index.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Single-use, short-lived download tickets: the session token never appears in a URL. */
export const downloadTicket = pgTable('download_ticket', {
  ticketHash: text('ticket_hash').primaryKey(),
  fileKey: text('file_key').notNull(),
  fileName: text('file_name').notNull(),
  loginType: text('login_type').notNull(),
  accountId: text('account_id').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});
export type DownloadTicketRow = typeof downloadTicket.$inferSelect;

/**
 * Every stored file and what it belongs to: a download ticket is granted only to callers who may
 * see the owner. Content type and download name come from here, never from the client's name.
 */
export const storedFile = pgTable(
  'stored_file',
  {
    key: text('key').primaryKey(),
    purpose: text('purpose', { enum: STORED_FILE_PURPOSES }).notNull(),
    /** The download name; its extension always matches the content type. */
    name: text('name').notNull(),
    /** Detected from the bytes when the file was stored. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** Null for files the system stored itself (seeded organisation documents). */
    uploaderType: text('uploader_type', { enum: LOGIN_TYPES }),
    uploaderId: text('uploader_id'),
    orgId: text('org_id')
      .notNull()
      .references(() => org.id),
    orgPath: text('org_path').notNull(),
    /**
     * Null until attached: a feedback photo is uploaded before the feedback exists. The types are
     * those the features register (`registerFileOwners`), checked when a file is attached — not by a
     * CHECK constraint, so a new owner needs no migration.
     */
    ownerType: text('owner_type'),
    ownerId: text('owner_id'),
    attachedAt: ts('attached_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('stored_file_uploader_idx').on(t.uploaderType, t.uploaderId, t.createdAt),
    index('stored_file_owner_idx').on(t.ownerType, t.ownerId),
    checkOneOf('stored_file_purpose_check', t.purpose, STORED_FILE_PURPOSES),
    checkOneOf('stored_file_uploader_type_check', t.uploaderType, LOGIN_TYPES),
  ],
);
export type StoredFileRow = typeof storedFile.$inferSelect;
