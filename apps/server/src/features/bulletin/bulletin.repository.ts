import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { keysetRows, microsOf, type PageSlice } from '../../core/keyset-page.ts';
import type { Db, Tx } from '../../db/client.ts';
import { feedbackWithLoss, warningAssignment, warningFeedback, withLossOf } from '../early-warning/index.ts';
import { mailReceivedBy } from '../mail/index.ts';
import { org } from '../org/index.ts';
import { caseBulletin as b, type CaseBulletinRow } from './bulletin.table.ts';

/** One case 发案: a warning's first final feedback with a loss — what 一案一宣 and the typical cases read. */
export interface CaseRow {
  warningId: string;
  orgId: string;
  orgPath: string;
  fraudTypeCode: string | null;
  amountLost: string;
  at: Date;
}

/** Who reads bulletins: the centre every one, a district or station those its mail reached. */
export type BulletinReader = { kind: 'all' } | { kind: 'received'; orgId: string };

const earlier = alias(warningFeedback, 'earlier');

export function createBulletinRepository({ db }: { db: Db }) {
  const readable = (reader: BulletinReader): SQL | undefined =>
    reader.kind === 'all' ? undefined : mailReceivedBy(b.mailId, reader.orgId);

  return {
    /**
     * The cases of [from, to): each warning once, at its first final feedback with a loss (a redo
     * after a return is the same case, counted in the week it was first reported).
     */
    async cases(from: Date, to: Date, tx: Db | Tx = db): Promise<CaseRow[]> {
      const rows = await tx
        .select({
          warningId: warningFeedback.warningId,
          orgId: warningAssignment.orgId,
          orgPath: warningAssignment.orgPath,
          fraudTypeCode: sql<
            string | null
          >`coalesce(${warningFeedback.fraudTypeCode}, ${warningAssignment.fraudTypeCode})`,
          amountLost: sql<string>`${warningFeedback.amountLost}`,
          at: warningFeedback.createdAt,
        })
        .from(warningFeedback)
        .innerJoin(warningAssignment, eq(warningAssignment.id, warningFeedback.assignmentId))
        .where(
          and(
            feedbackWithLoss,
            gte(warningFeedback.createdAt, from),
            lt(warningFeedback.createdAt, to),
            sql`not exists (select 1 from ${warningFeedback} ${earlier} where ${earlier.warningId} = ${warningFeedback.warningId}
              and ${withLossOf(earlier)}
              and (${earlier.createdAt}, ${earlier.id}) < (${warningFeedback.createdAt}, ${warningFeedback.id}))`,
          ),
        );
      return rows;
    },

    /** Names of organisations (communities and their districts). */
    async orgNames(ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.select({ id: org.id, name: org.name }).from(org).where(inArray(org.id, ids));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** The centre (the root office) and the districts and stations a bulletin goes to. */
    async centre() {
      const [row] = await db.select().from(org).where(eq(org.kind, 'centre')).orderBy(org.sort, org.id).limit(1);
      return row;
    },

    async byWeek(weekKey: string, tx: Db | Tx = db) {
      const [row] = await tx.select().from(b).where(eq(b.weekKey, weekKey));
      return row;
    },

    /** Claims the week: the row, or undefined when another run took it first. */
    async claim(tx: Tx, values: typeof b.$inferInsert): Promise<CaseBulletinRow | undefined> {
      const [row] = await tx.insert(b).values(values).onConflictDoNothing({ target: b.weekKey }).returning();
      return row;
    },

    async settle(tx: Tx, id: string, values: Pick<CaseBulletinRow, 'mailId' | 'docNumber' | 'communitiesWithTasks'>) {
      await tx.update(b).set(values).where(eq(b.id, id));
    },

    /** The issued bulletins the reader may open, newest week first. */
    page(reader: BulletinReader, slice: PageSlice) {
      return keysetRows(
        db,
        slice,
        { table: b, order: { time: b.weekStart, id: b.id }, where: readable(reader) },
        (where) =>
          db
            .select({ row: b, micros: microsOf(b.weekStart) })
            .from(b)
            .where(where)
            .$dynamic(),
      );
    },

    async one(reader: BulletinReader, id: string) {
      const [row] = await db
        .select()
        .from(b)
        .where(and(eq(b.id, id), readable(reader)))
        .orderBy(desc(b.weekStart));
      return row;
    },
  };
}
export type BulletinRepository = ReturnType<typeof createBulletinRepository>;
