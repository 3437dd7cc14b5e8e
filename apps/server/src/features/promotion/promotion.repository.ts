import { and, asc, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { before, countCapped, microsOf, newestFirst, type KeysetPosition } from '../../core/keyset-page.ts';
import { inSubtreeOf } from '../../core/org-scope.ts';
import type { Db, Tx } from '../../db/client.ts';
import { guardUser } from '../account/index.ts';
import { org } from '../org/index.ts';
import { adminTransfer, promotionCode, spreadUser, type AdminTransferRow } from './promotion.table.ts';

/** The most communities a landing page offers (a district admin's code covers a whole district). */
const MAX_COMMUNITIES = 300;

const guardColumns = {
  id: guardUser.id,
  name: guardUser.name,
  orgId: guardUser.orgId,
  orgName: org.name,
  orgPath: org.path,
  orgLevel: org.level,
};
export type GuardOfCode = {
  id: string;
  name: string;
  orgId: string;
  orgName: string;
  orgPath: string;
  orgLevel: number;
};

export function createPromotionRepository({ db }: { db: Db }) {
  return {
    async codeOf(guardId: string) {
      const [row] = await db.select().from(promotionCode).where(eq(promotionCode.guardId, guardId));
      return row;
    },
    /** Stores the guard's code unless one exists; answers the code that is stored. */
    async ensureCode(guardId: string, code: string, at: Date): Promise<string> {
      await db.insert(promotionCode).values({ guardId, code, createdAt: at }).onConflictDoNothing();
      const [row] = await db.select().from(promotionCode).where(eq(promotionCode.guardId, guardId));
      return row!.code;
    },
    /** The active guard a code stands for. */
    async guardOfCode(code: string): Promise<GuardOfCode | undefined> {
      const [row] = await db
        .select(guardColumns)
        .from(promotionCode)
        .innerJoin(guardUser, eq(guardUser.id, promotionCode.guardId))
        .innerJoin(org, eq(org.id, guardUser.orgId))
        .where(and(eq(promotionCode.code, code), eq(guardUser.disabled, false)));
      return row;
    },
    /** Communities of an area (a subtree), by their order in the tree. */
    communitiesIn(areaPath: string) {
      return db
        .select({ id: org.id, name: org.name, path: org.path })
        .from(org)
        .where(and(eq(org.kind, 'community'), inSubtreeOf(org.path, areaPath)))
        .orderBy(asc(org.sort), asc(org.name), asc(org.id))
        .limit(MAX_COMMUNITIES);
    },
    async orgById(id: string) {
      const [row] = await db.select({ id: org.id, path: org.path, name: org.name }).from(org).where(eq(org.id, id));
      return row;
    },

    /**
     * Records a registration: counted unless the phone is already counted anywhere in the city.
     * The partial unique index decides under concurrency — a losing insert is retried uncounted.
     */
    async insertSpreadUser(row: Omit<typeof spreadUser.$inferInsert, 'counted'>): Promise<{ counted: boolean }> {
      const inserted = await db
        .insert(spreadUser)
        .values({ ...row, counted: true })
        .onConflictDoNothing({ target: spreadUser.phoneKey, where: sql`counted` })
        .returning({ id: spreadUser.id });
      if (inserted.length > 0) return { counted: true };
      await db.insert(spreadUser).values({ ...row, counted: false });
      return { counted: false };
    },

    spreadPage(guardId: string, after: KeysetPosition | undefined, limit: number) {
      return db
        .select({ row: spreadUser, orgName: org.name, micros: microsOf(spreadUser.createdAt) })
        .from(spreadUser)
        .innerJoin(org, eq(org.id, spreadUser.orgId))
        .where(and(eq(spreadUser.guardId, guardId), before(spreadUser.createdAt, spreadUser.id, after)))
        .orderBy(...newestFirst(spreadUser.createdAt, spreadUser.id))
        .limit(limit);
    },
    spreadCount: (guardId: string) => countCapped(db, spreadUser, eq(spreadUser.guardId, guardId)),
    /** My registrations: all, counted, counted since the day's and the month's start. */
    async spreadCounts(guardId: string, dayStart: Date, monthStart: Date) {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          counted: sql<number>`count(*) filter (where ${spreadUser.counted})::int`,
          today: sql<number>`count(*) filter (where ${spreadUser.counted} and ${spreadUser.createdAt} >= ${dayStart})::int`,
          thisMonth: sql<number>`count(*) filter (where ${spreadUser.counted} and ${spreadUser.createdAt} >= ${monthStart})::int`,
        })
        .from(spreadUser)
        .where(eq(spreadUser.guardId, guardId));
      return row!;
    },
    async countedSince(guardId: string, from: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(spreadUser)
        .where(and(eq(spreadUser.guardId, guardId), eq(spreadUser.counted, true), gte(spreadUser.createdAt, from)));
      return row?.n ?? 0;
    },

    // ── transfer administrator ──
    /** Active members of a team, by name. */
    teamMembers(orgId: string) {
      return db
        .select({
          id: guardUser.id,
          name: guardUser.name,
          phone: guardUser.phone,
          orgId: guardUser.orgId,
          roleType: guardUser.roleType,
          disabled: guardUser.disabled,
        })
        .from(guardUser)
        .where(and(eq(guardUser.orgId, orgId), eq(guardUser.disabled, false)))
        .orderBy(asc(guardUser.name), asc(guardUser.id))
        .limit(500);
    },
    async guardById(id: string) {
      const [row] = await db
        .select({
          id: guardUser.id,
          name: guardUser.name,
          orgId: guardUser.orgId,
          roleType: guardUser.roleType,
          disabled: guardUser.disabled,
        })
        .from(guardUser)
        .where(eq(guardUser.id, id));
      return row;
    },
    transfersWhere(where: SQL | undefined) {
      const from = sql<string>`(select name from guard_user where id = ${adminTransfer.fromGuardId})`;
      const to = sql<string>`(select name from guard_user where id = ${adminTransfer.toGuardId})`;
      return db
        .select({ row: adminTransfer, fromName: from, toName: to, orgName: org.name })
        .from(adminTransfer)
        .innerJoin(org, eq(org.id, adminTransfer.orgId))
        .where(where)
        .orderBy(desc(adminTransfer.createdAt), desc(adminTransfer.id))
        .limit(20);
    },
    async insertTransfer(tx: Db | Tx, row: typeof adminTransfer.$inferInsert): Promise<boolean> {
      const inserted = await tx
        .insert(adminTransfer)
        .values(row)
        .onConflictDoNothing({ target: adminTransfer.orgId, where: sql`state = 'PENDING'` })
        .returning({ id: adminTransfer.id });
      return inserted.length > 0;
    },
    async findTransfer(id: string): Promise<AdminTransferRow | undefined> {
      const [row] = await db.select().from(adminTransfer).where(eq(adminTransfer.id, id));
      return row;
    },
  };
}
export type PromotionRepository = ReturnType<typeof createPromotionRepository>;
export { adminTransfer, spreadUser };
