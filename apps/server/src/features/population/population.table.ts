import { RESIDENT_TAGS, keysOf, type ResidentTag } from '@afp/contract';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { maskedPersonColumns } from '../../db/columns.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const TAG_LIST = keysOf(RESIDENT_TAGS)
  .map((tag) => `'${tag}'`)
  .join(', ');

/**
 * A resident 实有人口 of a community (DESIGN §4.6). Phone and ID number are kept only as their
 * masked display form and their keyed hash (core/personal-data.ts `createPersonKey`): nobody is
 * granted them whole, and an exact search matches the hash.
 */
export const resident = pgTable(
  'resident',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    orgPath: text('org_path').notNull(),
    ...maskedPersonColumns(),
    /** Keyed hash of the phone: the person key of `{ phone }`. */
    phoneKey: text('phone_key').notNull(),
    /** Keyed hash of the ID number: equals the person key of the resident's warnings. */
    idNumberKey: text('id_number_key').notNull(),
    address: text('address'),
    tags: text('tags')
      .array()
      .$type<ResidentTag[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    appInstalled: boolean('app_installed').notNull().default(false),
    lastPublicityAt: ts('last_publicity_at'),
    /** The gullible-person record 易受骗人员 (gullible area), when one exists. */
    gulliblePersonId: text('gullible_person_id'),
    /** Optimistic lock: every tag change bumps it; a stale write answers 409. */
    version: integer('version').notNull().default(0),
    registeredAt: ts('registered_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('resident_org_registered_idx').on(t.orgId, t.registeredAt.desc(), t.id.desc()),
    index('resident_path_idx').using('btree', t.orgPath.op('text_pattern_ops'), t.registeredAt.desc()),
    // The unfiltered subtree list of district and centre users walks this in keyset order.
    index('resident_registered_idx').on(t.registeredAt.desc(), t.id.desc()),
    index('resident_phone_key_idx').on(t.phoneKey),
    index('resident_id_number_key_idx').on(t.idNumberKey),
    index('resident_name_idx').using('btree', t.name.op('text_pattern_ops')),
    check('resident_tags_check', sql`${sql.identifier('tags')} <@ array[${sql.raw(TAG_LIST)}]::text[]`),
  ],
);
export type ResidentRow = typeof resident.$inferSelect;

/**
 * Residents per organisation (issue 27): what rule statistics divides 发案数 by, kept by the database —
 * the statement triggers of migration 0052 move it in every writer's transaction, `resident_figure_rebuild()`
 * (`npm run figures:rebuild`) recomputes it — so a province's tens of millions are not counted per ask.
 */
export const residentFigure = pgTable('resident_figure', {
  orgPath: text('org_path').primaryKey(),
  residents: bigint('residents', { mode: 'number' }).notNull().default(0),
});
