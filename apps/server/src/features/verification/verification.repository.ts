import { and, asc, count, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { STAGE_STATE, type VerifiableKind, type VerificationState } from '@afp/contract';
import { before, countCapped, microsOf, newestFirst, type KeysetPosition } from '../../core/keyset-page.ts';
import { inSubtreeOf } from '../../core/org-scope.ts';
import type { Db, Tx } from '../../db/client.ts';

import { readTimeline } from '../operation-log/index.ts';
import { org } from '../org/index.ts';
import { verifyGroup, verifyGroupMember, verifyGroupOrg } from '../verify-group/index.ts';
import { verificationItem, type VerificationItemRow } from './verification.table.ts';

export const VERIFICATION_ENTITY = 'verification_item';

const v = verificationItem;
const verifyGroupOf = alias(verifyGroup, 'item_verify_group');
const reviewGroupOf = alias(verifyGroup, 'item_review_group');

const itemColumns = {
  item: v,
  orgName: org.name,
  verifyGroupName: verifyGroupOf.name,
  reviewGroupName: reviewGroupOf.name,
  submittedMicros: microsOf(v.submittedAt),
};
export interface ItemView {
  item: VerificationItemRow;
  orgName: string | null;
  verifyGroupName: string | null;
  reviewGroupName: string | null;
  submittedMicros: string;
}

/** Which items a queue holds: the stage's state and the groups (or subtree) it is read for. */
export interface QueueFilter {
  state: VerificationState;
  kind?: VerifiableKind;
  /** Items of these verify groups (stage verify) … */
  verifyGroupIds?: readonly string[];
  /** … or of these re-verify groups (stage review) … */
  reviewGroupIds?: readonly string[];
  /** … or, for administrators at stage verify, everything below this path. */
  orgPath?: string;
  /** The oa account reading the queue: its own submissions, and at 复核 what it verified, are not its to act on. */
  readerId: string;
}

const anyOf = (column: typeof v.verifyGroupId | typeof v.reviewGroupId, ids: readonly string[] | undefined) =>
  ids && ids.length > 0 ? inArray(column, [...ids]) : undefined;

function queueWhere(filter: QueueFilter): SQL | undefined {
  const reach = [
    anyOf(v.verifyGroupId, filter.verifyGroupIds),
    anyOf(v.reviewGroupId, filter.reviewGroupIds),
    filter.orgPath === undefined ? undefined : inSubtreeOf(v.orgPath, filter.orgPath),
  ].filter((part): part is SQL => part !== undefined);
  if (reach.length === 0) return sql`false`;
  return and(
    eq(v.state, filter.state),
    filter.kind ? eq(v.kind, filter.kind) : undefined,
    or(...reach),
    // The same exclusions as mayVerifyItem / mayReviewItem, so a queue lists only what has buttons.
    or(ne(v.submitterType, 'oa'), ne(v.submitterId, filter.readerId)),
    filter.state === STAGE_STATE.review ? sql`${v.verifiedBy} is distinct from ${filter.readerId}` : undefined,
  );
}

export function createVerificationRepository({ db }: { db: Db }) {
  const viewsWhere = (where: SQL | undefined, tx: Db | Tx = db) =>
    tx
      .select(itemColumns)
      .from(v)
      .leftJoin(org, eq(org.id, v.orgId))
      .leftJoin(verifyGroupOf, eq(verifyGroupOf.id, v.verifyGroupId))
      .leftJoin(reviewGroupOf, eq(reviewGroupOf.id, v.reviewGroupId))
      .where(where);

  return {
    async view(id: string, tx: Db | Tx = db): Promise<ItemView | undefined> {
      const [row] = await viewsWhere(eq(v.id, id), tx);
      return row;
    },
    async bySubject(kind: VerifiableKind, subjectId: string, tx: Db | Tx = db) {
      const [row] = await tx
        .select()
        .from(v)
        .where(and(eq(v.kind, kind), eq(v.subjectId, subjectId)));
      return row;
    },
    bySubjects(kind: VerifiableKind, subjectIds: readonly string[], tx: Db | Tx = db) {
      if (subjectIds.length === 0) return Promise.resolve([]);
      return tx
        .select()
        .from(v)
        .where(and(eq(v.kind, kind), inArray(v.subjectId, [...subjectIds])));
    },
    async orgOf(orgId: string, tx: Db | Tx = db) {
      const [row] = await tx.select({ id: org.id, path: org.path }).from(org).where(eq(org.id, orgId));
      return row;
    },
    /** Groups of a kind naming the organisation at `orgPath` or one of its ancestors. */
    coverage(orgPath: string, kind: 'verify' | 're_verify', tx: Db | Tx = db) {
      return tx
        .select({ groupId: verifyGroup.id, orgPath: org.path, sort: verifyGroup.sort, name: verifyGroup.name })
        .from(verifyGroupOrg)
        .innerJoin(verifyGroup, eq(verifyGroup.id, verifyGroupOrg.groupId))
        .innerJoin(org, eq(org.id, verifyGroupOrg.orgId))
        .where(and(eq(verifyGroup.kind, kind), sql`left(${orgPath}, length(${org.path})) = ${org.path}`));
    },
    /** The verify and re-verify groups an oa account belongs to, in display order. */
    async groupsOf(accountId: string) {
      const rows = await db
        .select({ id: verifyGroup.id, kind: verifyGroup.kind })
        .from(verifyGroupMember)
        .innerJoin(verifyGroup, eq(verifyGroup.id, verifyGroupMember.groupId))
        .where(eq(verifyGroupMember.accountId, accountId))
        .orderBy(asc(verifyGroup.sort), asc(verifyGroup.name));
      return {
        verify: rows.filter((row) => row.kind === 'verify').map((row) => row.id),
        review: rows.filter((row) => row.kind === 're_verify').map((row) => row.id),
      };
    },
    async insert(tx: Db | Tx, row: typeof v.$inferInsert) {
      const [inserted] = await tx.insert(v).values(row).onConflictDoNothing().returning();
      return inserted;
    },
    async queue(filter: QueueFilter & { after?: KeysetPosition; limit: number; count: boolean }) {
      const where = queueWhere(filter);
      const rows = await viewsWhere(and(where, before(v.submittedAt, v.id, filter.after)))
        .orderBy(...newestFirst(v.submittedAt, v.id))
        .limit(filter.limit);
      const counted = filter.count ? await countCapped(db, v, where) : undefined;
      return { rows, counted };
    },
    async countQueue(filter: QueueFilter): Promise<number> {
      const [row] = await db.select({ n: count() }).from(v).where(queueWhere(filter));
      return row?.n ?? 0;
    },
    /** The item's log with who did each thing (the shared timeline reader). */
    history: (itemId: string) => readTimeline(db, VERIFICATION_ENTITY, [itemId]),
  };
}
export type VerificationRepository = ReturnType<typeof createVerificationRepository>;
