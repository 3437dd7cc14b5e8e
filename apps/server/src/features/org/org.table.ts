import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { checkOneOf } from '../../db/enum-column.ts';

export const ORG_KINDS = ['centre', 'district', 'station', 'street', 'community', 'partner'] as const;
export type OrgKind = (typeof ORG_KINDS)[number];

/** Organisation tree (DESIGN §3). `path` is the materialised path `/id1/id2/…/` for subtree reads. */
export const org = pgTable(
  'org',
  {
    id: text('id').primaryKey(),
    parentId: text('parent_id'),
    path: text('path').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ORG_KINDS }).notNull(),
    level: integer('level').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('org_path_idx').using('btree', t.path.op('text_pattern_ops')),
    index('org_parent_idx').on(t.parentId),
    checkOneOf('org_kind_check', t.kind, ORG_KINDS),
  ],
);
export type OrgRow = typeof org.$inferSelect;
