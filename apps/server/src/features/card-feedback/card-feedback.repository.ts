import { and, asc, eq, inArray, lte, notInArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  CARD_OPEN_STATES,
  GUARD_ROLE,
  type CardPartnerState,
  type CardRecordScope,
  type CardRecordState,
} from '@afp/contract';
import { before, countCapped, microsOf, newestFirst, type KeysetPosition } from '../../core/keyset-page.ts';
import { inSubtreeOf } from '../../core/org-scope.ts';
import type { Db, Tx } from '../../db/client.ts';
import { guardUser } from '../account/index.ts';
import { operationLog } from '../operation-log/index.ts';
import { org } from '../org/index.ts';
import { cardOpeningRecord, type CardOpeningRecordRow } from './card-feedback.table.ts';

export const CARD_RECORD_ENTITY = 'card_opening_record';

const partnerOrg = alias(org, 'partner_org');
const t = cardOpeningRecord;

/** A record with the names a screen shows, and its keyset position. */
const rowColumns = {
  record: t,
  orgName: org.name,
  partnerOrgName: partnerOrg.name,
  createdMicros: microsOf(t.createdAt),
};

export interface CardListFilter {
  after?: KeysetPosition;
  limit: number;
  count: boolean;
}

export function createCardFeedbackRepository({ db }: { db: Db }) {
  const rowsWhere = (where: SQL | undefined, tx: Db | Tx = db) =>
    tx
      .select(rowColumns)
      .from(t)
      .innerJoin(org, eq(org.id, t.orgId))
      .innerJoin(partnerOrg, eq(partnerOrg.id, t.partnerOrgId))
      .where(where);

  async function pageWhere(where: SQL | undefined, filter: CardListFilter) {
    const [rows, counted] = await Promise.all([
      rowsWhere(and(where, before(t.createdAt, t.id, filter.after)))
        .orderBy(...newestFirst(t.createdAt, t.id))
        .limit(filter.limit),
      filter.count ? countCapped(db, t, where) : undefined,
    ]);
    return { rows, counted };
  }

  return {
    async find(id: string, tx: Db | Tx = db) {
      const [row] = await rowsWhere(eq(t.id, id), tx);
      return row;
    },
    async findByRecordNo(partnerOrgId: string, recordNo: string) {
      const [row] = await db
        .select()
        .from(t)
        .where(and(eq(t.partnerOrgId, partnerOrgId), eq(t.recordNo, recordNo)));
      return row;
    },
    /** Inserts the record, or nothing (undefined) when its (partner, record number) is already taken. */
    async insert(values: typeof t.$inferInsert, tx: Db | Tx = db): Promise<CardOpeningRecordRow | undefined> {
      const [row] = await tx
        .insert(t)
        .values(values)
        .onConflictDoNothing({ target: [t.partnerOrgId, t.recordNo] })
        .returning();
      return row;
    },
    /** The caller's records: assigned to them, or of their organisation's subtree (where it lies or whom it is assigned to). */
    page(
      scope: { kind: CardRecordScope; callerId: string; orgPath: string; state?: CardRecordState },
      filter: CardListFilter,
    ) {
      const whose =
        scope.kind === 'mine'
          ? eq(t.assigneeId, scope.callerId)
          : or(inSubtreeOf(t.orgPath, scope.orgPath), inSubtreeOf(t.assigneeOrgPath, scope.orgPath));
      return pageWhere(and(whose, scope.state ? eq(t.state, scope.state) : undefined), filter);
    },
    /** The partner's records; 待核查 are those still owing an answer (cardPartnerStateOf). */
    partnerPage(scope: { partnerOrgId: string; state?: CardPartnerState }, filter: CardListFilter) {
      const states = [...CARD_OPEN_STATES];
      const byState = { PENDING: inArray(t.state, states), DONE: notInArray(t.state, states) };
      return pageWhere(and(eq(t.partnerOrgId, scope.partnerOrgId), scope.state && byState[scope.state]), filter);
    },
    async org(id: string) {
      const [row] = await db.select().from(org).where(eq(org.id, id));
      return row;
    },
    /** Guards who may answer a record of the organisation at `orgPath`: its plain guards and team admins. */
    assignees(orgPath: string) {
      return db
        .select({ id: guardUser.id, name: guardUser.name, orgName: org.name, orgPath: org.path })
        .from(guardUser)
        .innerJoin(org, eq(org.id, guardUser.orgId))
        .where(
          and(
            inSubtreeOf(org.path, orgPath),
            lte(guardUser.roleType, GUARD_ROLE.teamAdmin),
            eq(guardUser.disabled, false),
          ),
        )
        .orderBy(asc(org.path), asc(guardUser.roleType), asc(guardUser.id));
    },
    history(id: string) {
      return db
        .select({ action: operationLog.action, remark: operationLog.remark, createdAt: operationLog.createdAt })
        .from(operationLog)
        .where(and(eq(operationLog.entityType, CARD_RECORD_ENTITY), eq(operationLog.entityId, id)))
        .orderBy(asc(operationLog.id));
    },
  };
}
export type CardFeedbackRepository = ReturnType<typeof createCardFeedbackRepository>;
export type CardRecordRow = NonNullable<Awaited<ReturnType<CardFeedbackRepository['find']>>>;
