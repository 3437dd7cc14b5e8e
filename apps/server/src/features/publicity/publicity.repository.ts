import type { CasePublicityFilter, PublicityCategory, PublicityContentKind, PublicityRecordState } from '@afp/contract';
import { alias } from 'drizzle-orm/pg-core';
import { and, arrayContains, count, eq, gte, inArray, lt, or, sql, sum, type SQL } from 'drizzle-orm';
import { before, countCapped, microsOf, newestFirst, type KeysetPosition } from '../../core/keyset-page.ts';
import { inSubtreeOf } from '../../core/org-scope.ts';
import type { Db, Tx } from '../../db/client.ts';
import { earlyWarning, feedbackWithLoss, warningAssignment, warningFeedback } from '../early-warning/index.ts';
import { storedFile } from '../file/index.ts';
import { org } from '../org/index.ts';
import {
  casePublicity,
  casePublicityActivity,
  publicityContent,
  publicityRecord,
  type CasePublicityActivityRow,
  type CasePublicityRow,
  type PublicityRecordRow,
} from './publicity.table.ts';

const r = publicityRecord;
const street = alias(org, 'street');
const c = casePublicity;
const content = publicityContent;

/** Whose records: one guard's own, or an organisation subtree (team, station, district …). */
export type RecordScope = { guardId: string } | { orgPath: string };
const recordScope = (scope: RecordScope): SQL =>
  'guardId' in scope ? eq(r.guardId, scope.guardId) : inSubtreeOf(r.orgPath, scope.orgPath);

/** Content published by the caller's organisation or one above it (the centre publishes for everyone). */
const publishedAbove = (callerPath: string): SQL => sql`${callerPath} like ${content.orgPath} || '%'`;
/** What a reader's feed holds: published items of the caller's organisation or above; withdrawn ones are gone. */
const inFeedOf = (callerPath: string): SQL => and(eq(content.state, 'PUBLISHED'), publishedAbove(callerPath))!;

/** What a typical case shows: fraud type, loss, community and time — nothing of the victim. */
const typicalCaseColumns = {
  id: warningFeedback.id,
  fraudTypeCode: sql<string | null>`coalesce(${warningFeedback.fraudTypeCode}, ${warningAssignment.fraudTypeCode})`,
  amountLost: warningFeedback.amountLost,
  communityName: org.name,
  handledAt: warningFeedback.createdAt,
};

const AWAITING = ['PENDING', 'REFUSED'] as const;
function caseFilterOf(filter: CasePublicityFilter, now: Date): SQL | undefined {
  switch (filter) {
    case 'TODO':
      return inArray(c.state, AWAITING);
    case 'OVERDUE':
      return and(inArray(c.state, AWAITING), lt(c.dueAt, now));
    case 'SUBMITTED':
      return eq(c.state, 'SUBMITTED');
    case 'VERIFIED':
      return eq(c.state, 'VERIFIED');
    case 'ALL':
      return undefined;
  }
}

const caseColumns = {
  row: c,
  orgName: org.name,
  activityCount: sql<number>`(select count(*)::int from ${casePublicityActivity} a where a.case_id = ${c.id})`,
  audienceTotal: sql<number>`(select coalesce(sum(a.audience), 0)::int from ${casePublicityActivity} a where a.case_id = ${c.id})`,
  micros: microsOf(c.caseAt),
};
export type CasePublicityView = {
  row: CasePublicityRow;
  orgName: string;
  activityCount: number;
  audienceTotal: number;
};

export function createPublicityRepository({ db }: { db: Db }) {
  return {
    // ------------------------------------------------------------ content library
    async contentPage(query: {
      callerPath: string;
      category?: PublicityCategory;
      kind?: PublicityContentKind;
      fraudTypeCode?: string;
      after?: KeysetPosition;
      limit: number;
      count: boolean;
    }) {
      const where = and(
        inFeedOf(query.callerPath),
        query.category ? eq(content.category, query.category) : undefined,
        query.kind ? eq(content.kind, query.kind) : undefined,
        query.fraudTypeCode ? arrayContains(content.fraudTypeCodes, [query.fraudTypeCode]) : undefined,
      );
      const rows = await db
        .select({ row: content, publisherName: org.name, micros: microsOf(content.publishedAt) })
        .from(content)
        .innerJoin(org, eq(org.id, content.orgId))
        .where(and(where, before(content.publishedAt, content.id, query.after)))
        .orderBy(...newestFirst(content.publishedAt, content.id))
        .limit(query.limit);
      return { rows, counted: query.count ? await countCapped(db, content, where) : 0 };
    },
    /** An item in the caller's feed, or (`managerPath`) any item published in the manager's subtree, withdrawn too. */
    async content(id: string, callerPath: string, managerPath?: string) {
      const [row] = await db
        .select({ row: content, publisherName: org.name })
        .from(content)
        .innerJoin(org, eq(org.id, content.orgId))
        .where(
          and(
            eq(content.id, id),
            or(inFeedOf(callerPath), managerPath ? inSubtreeOf(content.orgPath, managerPath) : undefined),
          ),
        );
      return row;
    },
    async insertContent(tx: Db | Tx, values: typeof content.$inferInsert) {
      const [row] = await tx.insert(content).values(values).returning();
      return row!;
    },
    /** The names of stored files (a library item keeps its file's name for the download). */
    async fileNames(tx: Db | Tx, keys: readonly string[]) {
      if (keys.length === 0) return new Map<string, string>();
      const rows = await tx
        .select({ key: storedFile.key, name: storedFile.name })
        .from(storedFile)
        .where(inArray(storedFile.key, [...keys]));
      return new Map(rows.map((row) => [row.key, row.name]));
    },

    // ------------------------------------------------------------ typical cases (anonymised)
    /** The latest handled warnings with a loss in an area: fraud type, loss, community and time — nothing of the victim. */
    async typicalCases(areaPath: string, limit: number) {
      return db
        .select(typicalCaseColumns)
        .from(warningFeedback)
        .innerJoin(warningAssignment, eq(warningAssignment.id, warningFeedback.assignmentId))
        .innerJoin(org, eq(org.id, warningAssignment.orgId))
        .where(and(feedbackWithLoss, inSubtreeOf(warningAssignment.orgPath, areaPath)))
        .orderBy(...newestFirst(warningFeedback.createdAt, warningFeedback.id))
        .limit(limit);
    },
    /** One typical case of an area with its street and dissuasion; none for another area or a case without loss. */
    async typicalCase(id: string, areaPath: string) {
      const [row] = await db
        .select({ ...typicalCaseColumns, streetName: street.name, dissuasion: warningFeedback.dissuasion })
        .from(warningFeedback)
        .innerJoin(warningAssignment, eq(warningAssignment.id, warningFeedback.assignmentId))
        .innerJoin(org, eq(org.id, warningAssignment.orgId))
        .leftJoin(street, eq(street.id, org.parentId))
        .where(and(feedbackWithLoss, eq(warningFeedback.id, id), inSubtreeOf(warningAssignment.orgPath, areaPath)));
      return row;
    },

    // ------------------------------------------------------------ publicity records
    async recordPage(query: {
      scope: RecordScope;
      state?: PublicityRecordState;
      after?: KeysetPosition;
      limit: number;
      count: boolean;
    }) {
      const where = and(recordScope(query.scope), query.state ? eq(r.state, query.state) : undefined);
      const rows = await db
        .select({ row: r, orgName: org.name, micros: microsOf(r.occurredAt) })
        .from(r)
        .innerJoin(org, eq(org.id, r.orgId))
        .where(and(where, before(r.occurredAt, r.id, query.after)))
        .orderBy(...newestFirst(r.occurredAt, r.id))
        .limit(query.limit);
      return { rows, counted: query.count ? await countCapped(db, r, where) : 0 };
    },
    /** Totals of a scope in one aggregate (no rows loaded). */
    async recordSummary(scope: RecordScope) {
      const [row] = await db
        .select({
          records: count(),
          verified: sql<number>`count(*) filter (where ${r.state} = 'VERIFIED')::int`,
          audience: sum(r.audience).mapWith(Number),
          appInstalls: sum(r.appInstalls).mapWith(Number),
        })
        .from(r)
        .where(recordScope(scope));
      return {
        records: row?.records ?? 0,
        verified: row?.verified ?? 0,
        audience: row?.audience ?? 0,
        appInstalls: row?.appInstalls ?? 0,
      };
    },
    async recordView(id: string, tx: Db | Tx = db) {
      const [row] = await tx
        .select({ row: r, orgName: org.name })
        .from(r)
        .innerJoin(org, eq(org.id, r.orgId))
        .where(eq(r.id, id));
      return row;
    },
    async record(tx: Db | Tx, id: string): Promise<PublicityRecordRow | undefined> {
      const [row] = await tx.select().from(r).where(eq(r.id, id));
      return row;
    },
    async insertRecord(tx: Db | Tx, values: typeof r.$inferInsert): Promise<PublicityRecordRow> {
      const [row] = await tx.insert(r).values(values).returning();
      if (!row) throw new Error('publicity record insert returned nothing');
      return row;
    },

    // ------------------------------------------------------------ 一案一宣
    async casePage(query: {
      orgPath: string;
      filter: CasePublicityFilter;
      now: Date;
      after?: KeysetPosition;
      limit: number;
      count: boolean;
    }) {
      const where = and(inSubtreeOf(c.orgPath, query.orgPath), caseFilterOf(query.filter, query.now));
      const rows = await db
        .select(caseColumns)
        .from(c)
        .innerJoin(org, eq(org.id, c.orgId))
        .where(and(where, before(c.caseAt, c.id, query.after)))
        .orderBy(...newestFirst(c.caseAt, c.id))
        .limit(query.limit);
      return { rows, counted: query.count ? await countCapped(db, c, where) : 0 };
    },
    async caseCounts(orgPath: string, now: Date) {
      const [row] = await db
        .select({
          todo: sql<number>`count(*) filter (where ${c.state} in ('PENDING', 'REFUSED'))::int`,
          overdue: sql<number>`count(*) filter (where ${c.state} in ('PENDING', 'REFUSED') and ${c.dueAt} < ${now})::int`,
          submitted: sql<number>`count(*) filter (where ${c.state} = 'SUBMITTED')::int`,
        })
        .from(c)
        .where(inSubtreeOf(c.orgPath, orgPath));
      return { todo: row?.todo ?? 0, overdue: row?.overdue ?? 0, submitted: row?.submitted ?? 0 };
    },
    async caseView(id: string, tx: Db | Tx = db): Promise<CasePublicityView | undefined> {
      const [row] = await tx.select(caseColumns).from(c).innerJoin(org, eq(org.id, c.orgId)).where(eq(c.id, id));
      return row;
    },
    async caseOf(tx: Db | Tx, id: string): Promise<CasePublicityRow | undefined> {
      const [row] = await tx.select().from(c).where(eq(c.id, id));
      return row;
    },
    async activities(caseId: string): Promise<CasePublicityActivityRow[]> {
      return db
        .select()
        .from(casePublicityActivity)
        .where(eq(casePublicityActivity.caseId, caseId))
        .orderBy(casePublicityActivity.occurredAt, casePublicityActivity.id);
    },
    async insertActivity(tx: Db | Tx, values: typeof casePublicityActivity.$inferInsert) {
      await tx.insert(casePublicityActivity).values(values);
    },
    /** The task of a warning, whoever made it. */
    async caseOfWarning(tx: Db | Tx, warningId: string): Promise<CasePublicityRow | undefined> {
      const [row] = await tx.select().from(c).where(eq(c.warningId, warningId));
      return row;
    },
    /** One task per warning: a second attempt (hook and hand, or a retry) inserts nothing. */
    async insertCase(tx: Db | Tx, values: typeof c.$inferInsert): Promise<boolean> {
      const inserted = await tx.insert(c).values(values).onConflictDoNothing().returning({ id: c.id });
      return inserted.length > 0;
    },

    /**
     * Handled warnings with a loss held in the caller's subtree, newest first (the service keeps one
     * per warning): only the case's facts, never the victim's columns.
     */
    async caseSources(orgPath: string, since: Date, limit: number, warningId?: string, tx: Db | Tx = db) {
      return tx
        .select({
          warningId: warningFeedback.warningId,
          warningNo: earlyWarning.warningNo,
          orgId: warningAssignment.orgId,
          orgPath: warningAssignment.orgPath,
          communityName: org.name,
          fraudTypeCode: sql<
            string | null
          >`coalesce(${warningFeedback.fraudTypeCode}, ${warningAssignment.fraudTypeCode})`,
          amountLost: sql<string>`${warningFeedback.amountLost}`,
          handledAt: warningFeedback.createdAt,
          casePublicityId: c.id,
        })
        .from(warningFeedback)
        .innerJoin(warningAssignment, eq(warningAssignment.id, warningFeedback.assignmentId))
        .innerJoin(earlyWarning, eq(earlyWarning.id, warningFeedback.warningId))
        .innerJoin(org, eq(org.id, warningAssignment.orgId))
        .leftJoin(c, eq(c.warningId, warningFeedback.warningId))
        .where(
          and(
            feedbackWithLoss,
            inSubtreeOf(warningAssignment.orgPath, orgPath),
            gte(warningFeedback.createdAt, since),
            warningId ? eq(warningFeedback.warningId, warningId) : undefined,
          ),
        )
        .orderBy(...newestFirst(warningFeedback.createdAt, warningFeedback.id))
        .limit(limit);
    },
    /** What a new task copies from its warning: its number and the holding organisation's path. */
    async warningFacts(tx: Db | Tx, warningId: string, orgId: string) {
      const [row] = await tx
        .select({ warningNo: earlyWarning.warningNo, orgPath: org.path })
        .from(earlyWarning)
        .innerJoin(org, eq(org.id, orgId))
        .where(eq(earlyWarning.id, warningId));
      return row;
    },
  };
}
export type PublicityRepository = ReturnType<typeof createPublicityRepository>;
