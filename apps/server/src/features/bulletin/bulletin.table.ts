import type { BulletinFigures } from '@afp/contract';
import { index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One weekly case bulletin 发案通报 per ISO week (`week_key` unique: a rerun or a second process
 * finds it taken and issues nothing). The figures are stored as they were issued, so a feedback
 * corrected later does not rewrite a bulletin already sent.
 */
export const caseBulletin = pgTable(
  'case_bulletin',
  {
    id: text('id').primaryKey(),
    /** `2026-W48`. */
    weekKey: text('week_key').notNull(),
    /** 通报编号 `2026年第48期`. */
    bulletinNo: text('bulletin_no').notNull(),
    weekStart: ts('week_start').notNull(),
    weekEnd: ts('week_end').notNull(),
    /** The centre that issued it; its mail is sent from there. */
    orgId: text('org_id').notNull(),
    orgPath: text('org_path').notNull(),
    cases: integer('cases').notNull(),
    previousCases: integer('previous_cases').notNull(),
    amountLost: numeric('amount_lost', { precision: 14, scale: 2 }).notNull(),
    figures: jsonb('figures').$type<BulletinFigures>().notNull(),
    /** The 公文 it went out as. */
    mailId: text('mail_id'),
    /** Its 文号, kept for the bulletin's page. */
    docNumber: text('doc_number'),
    communitiesWithTasks: integer('communities_with_tasks').notNull().default(0),
    issuedAt: ts('issued_at').notNull(),
  },
  (t) => [
    uniqueIndex('case_bulletin_week_key_idx').on(t.weekKey),
    index('case_bulletin_week_start_idx').on(t.weekStart.desc(), t.id.desc()),
  ],
);
export type CaseBulletinRow = typeof caseBulletin.$inferSelect;
