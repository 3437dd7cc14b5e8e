import { and, asc, avg, count, desc, eq, gt, inArray, like, lt, ne, or, sql, sum, type SQL } from 'drizzle-orm';
import { PREACH_FILTER_STATES, type PreachListFilter } from '@afp/contract';
import { before, countCapped, microsOf, newestFirst, type KeysetPosition } from '../../core/keyset-page.ts';
import { inSubtreeOf, likePrefix } from '../../core/org-scope.ts';
import type { Db, Tx } from '../../db/client.ts';
import { updateVersioned } from '../../core/transition/index.ts';
import { guardUser } from '../account/index.ts';
import { storedFile } from '../file/index.ts';
import { operationLog } from '../operation-log/index.ts';
import { org } from '../org/index.ts';
import { BOOKED_STATES, clashWindow, OPEN_STATES } from './preaching.rules.ts';
import {
  preachAppointment,
  preachAttendance,
  preachCode,
  preachProfile,
  type PreachAppointmentRow,
  type PreachCodeRow,
} from './preaching.table.ts';

const a = preachAppointment;
/** A LIKE pattern for names containing `value` (its wildcards escaped). */
const containing = (value: string) => `%${likePrefix(value)}`;

/** Who sees which appointments: a plain guard his own and his organisation's sessions, everyone else their subtree. */
export type PreachScope = { ownOrgId: string; guardId: string } | { orgPath: string; guardId?: string };

const scopeOf = (scope: PreachScope): SQL | undefined =>
  'orgPath' in scope
    ? and(inSubtreeOf(a.orgPath, scope.orgPath), scope.guardId ? eq(a.guardId, scope.guardId) : undefined)
    : or(eq(a.orgId, scope.ownOrgId), eq(a.guardId, scope.guardId));

const filterOf = (filter: PreachListFilter): SQL | undefined =>
  filter === 'ALL' ? undefined : inArray(a.state, [...PREACH_FILTER_STATES[filter]]);

const viewColumns = {
  appointment: a,
  orgName: org.name,
  guardName: guardUser.name,
  startsMicros: microsOf(a.startsAt),
};

export function createPreachingRepository({ db }: { db: Db }) {
  const viewQuery = (tx: Db | Tx, where: SQL | undefined) =>
    tx
      .select(viewColumns)
      .from(a)
      .innerJoin(org, eq(org.id, a.orgId))
      .leftJoin(guardUser, eq(guardUser.id, a.guardId))
      .where(where);

  return {
    async row(tx: Db | Tx, id: string): Promise<PreachAppointmentRow | undefined> {
      const [row] = await tx.select().from(a).where(eq(a.id, id));
      return row;
    },
    async view(id: string, tx: Db | Tx = db) {
      const [row] = await viewQuery(tx, eq(a.id, id));
      return row;
    },
    async insert(tx: Db | Tx, values: typeof a.$inferInsert): Promise<PreachAppointmentRow> {
      const [row] = await tx.insert(a).values(values).returning();
      if (!row) throw new Error('preach appointment insert returned nothing');
      return row;
    },
    /** Newest sessions first within the scope, and the capped count on the first page. */
    async page(filter: {
      scope: PreachScope;
      filter: PreachListFilter;
      after?: KeysetPosition;
      limit: number;
      count: boolean;
    }) {
      const base = and(scopeOf(filter.scope), filterOf(filter.filter));
      const [rows, counted] = await Promise.all([
        viewQuery(db, and(base, before(a.startsAt, a.id, filter.after)))
          .orderBy(...newestFirst(a.startsAt, a.id))
          .limit(filter.limit),
        filter.count ? countCapped(db, a, base) : undefined,
      ]);
      return { rows, counted };
    },
    /**
     * Locks the guard's account row for the transaction, so two assignments of one guard cannot
     * both pass the double-booking check; then whether another session holds his time.
     */
    async guardClash(tx: Tx, guardId: string, startsAt: Date, exceptId: string | null): Promise<boolean> {
      await tx.select({ id: guardUser.id }).from(guardUser).where(eq(guardUser.id, guardId)).for('update');
      const window = clashWindow(startsAt);
      const [row] = await tx
        .select({ id: a.id })
        .from(a)
        .where(
          and(
            eq(a.guardId, guardId),
            inArray(a.state, [...BOOKED_STATES]),
            gt(a.startsAt, window.from),
            lt(a.startsAt, window.to),
            exceptId ? ne(a.id, exceptId) : undefined,
          ),
        )
        .limit(1);
      return row !== undefined;
    },
    /**
     * Holds the phone's bookings for the transaction (an advisory lock: several server processes may
     * take the same request at once, and a window of starts has no unique index); then its open
     * request starting within `window`, if any.
     */
    /** The latest reference of a day (`YYyymmdd…`), under a lock of the day so two bookings never take the same. */
    async lastReference(tx: Tx, dayPrefix: string): Promise<string | null> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`preach_reference:${dayPrefix}`}))`);
      const [row] = await tx
        .select({ reference: a.reference })
        .from(a)
        .where(like(a.reference, `${dayPrefix}%`))
        .orderBy(desc(a.reference))
        .limit(1);
      return row?.reference ?? null;
    },
    /** A booking by its reference, with the holding organisation's and the guard's names. */
    async byReference(reference: string) {
      const [row] = await viewQuery(db, and(eq(a.reference, reference), eq(a.source, 'BOOKING')));
      return row;
    },
    async openRequestOf(tx: Tx, phone: string, window: { from: Date; to: Date }) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`preach_booking:${phone}`}))`);
      // The phone is sealed (no SQL equality): the few open requests starting in the window are opened and compared.
      const rows = await tx
        .select({ id: a.id, contactPhone: a.contactPhone, reference: a.reference })
        .from(a)
        .where(and(inArray(a.state, OPEN_STATES), gt(a.startsAt, window.from), lt(a.startsAt, window.to)));
      const row = rows.find((candidate) => candidate.contactPhone === phone);
      return row && { id: row.id, reference: row.reference };
    },
    async guard(tx: Db | Tx, guardId: string) {
      const [row] = await tx
        .select({
          id: guardUser.id,
          name: guardUser.name,
          orgId: guardUser.orgId,
          orgPath: org.path,
          orgName: org.name,
        })
        .from(guardUser)
        .innerJoin(org, eq(org.id, guardUser.orgId))
        .where(and(eq(guardUser.id, guardId), eq(guardUser.disabled, false)));
      return row;
    },
    async org(tx: Db | Tx, orgId: string) {
      const [row] = await tx.select().from(org).where(eq(org.id, orgId));
      return row;
    },
    /** Units of the caller's subtree a session may be assigned to (no partners), by tree order. */
    async units(orgPath: string, keyword: string | undefined) {
      const parent = sql<string>`(select p.name from ${org} p where p.id = ${org.parentId})`;
      return db
        .select({ id: org.id, name: org.name, level: org.level, parentName: sql<string>`coalesce(${parent}, '')` })
        .from(org)
        .where(
          and(
            inSubtreeOf(org.path, orgPath),
            ne(org.kind, 'partner'),
            keyword ? like(org.name, containing(keyword)) : undefined,
          ),
        )
        .orderBy(asc(org.level), asc(org.path))
        .limit(200);
    },
    /** Active guards of both subtrees, with whether another session holds their time around `startsAt`. */
    async guardCandidates(
      paths: { appointment: string; caller: string },
      startsAt: Date,
      exceptId: string,
      keyword?: string,
    ) {
      const window = clashWindow(startsAt);
      const busy = sql<boolean>`exists (select 1 from ${a} where ${a.guardId} = ${guardUser.id}
        and ${inArray(a.state, [...BOOKED_STATES])} and ${a.startsAt} > ${window.from.toISOString()}
        and ${a.startsAt} < ${window.to.toISOString()} and ${a.id} <> ${exceptId})`;
      return db
        .select({ id: guardUser.id, name: guardUser.name, orgName: org.name, busy })
        .from(guardUser)
        .innerJoin(org, eq(org.id, guardUser.orgId))
        .where(
          and(
            inSubtreeOf(org.path, paths.appointment),
            inSubtreeOf(org.path, paths.caller),
            eq(guardUser.disabled, false),
            keyword ? like(guardUser.name, containing(keyword)) : undefined,
          ),
        )
        .orderBy(asc(org.path), asc(guardUser.roleType), asc(guardUser.id))
        .limit(200);
    },
    async photos(id: string): Promise<string[]> {
      const rows = await db
        .select({ key: storedFile.key })
        .from(storedFile)
        .where(and(eq(storedFile.ownerType, 'preach_appointment'), eq(storedFile.ownerId, id)))
        .orderBy(asc(storedFile.createdAt), asc(storedFile.key));
      return rows.map((row) => row.key);
    },
    async history(id: string) {
      return db
        .select()
        .from(operationLog)
        .where(and(eq(operationLog.entityType, 'preach_appointment'), eq(operationLog.entityId, id)))
        .orderBy(asc(operationLog.id));
    },
    /** Sign-ins and the rating average of one session. */
    async attendance(appointmentId: string) {
      const [row] = await db
        .select({ signIns: count(), rating: avg(preachAttendance.rating) })
        .from(preachAttendance)
        .where(eq(preachAttendance.appointmentId, appointmentId));
      return { signIns: row?.signIns ?? 0, ratingAverage: row?.rating == null ? null : Number(row.rating) };
    },
    /** The guard's figures by SQL: delivered sessions, their audience, topics, sign-ins, ratings, sessions ahead. */
    async overview(guardId: string, now: Date) {
      const delivered = and(eq(a.guardId, guardId), inArray(a.state, ['COMPLETED', 'CLOSED']));
      const [[totals], topics, [attendance], [upcoming]] = await Promise.all([
        db
          .select({ sessions: count(), audience: sum(a.audienceCount) })
          .from(a)
          .where(delivered),
        db
          .select({ topic: sql<string>`t.topic`, sessions: count() })
          .from(sql`${a} cross join lateral unnest(${a.topics}) as t(topic)`)
          .where(delivered)
          .groupBy(sql`t.topic`)
          .orderBy(desc(count()), asc(sql`t.topic`)),
        db
          .select({ signIns: count(), rating: avg(preachAttendance.rating) })
          .from(preachAttendance)
          .where(eq(preachAttendance.guardId, guardId)),
        db
          .select({ n: count() })
          .from(a)
          .where(and(eq(a.guardId, guardId), inArray(a.state, ['ASSIGNED_TO_GUARD', 'ACCEPTED']), gt(a.startsAt, now))),
      ]);
      return {
        sessions: totals?.sessions ?? 0,
        audienceTotal: Number(totals?.audience ?? 0),
        topics,
        signIns: attendance?.signIns ?? 0,
        ratingAverage: attendance?.rating == null ? null : Number(attendance.rating),
        upcoming: upcoming?.n ?? 0,
      };
    },
    async profile(tx: Db | Tx, guardId: string) {
      const [row] = await tx.select().from(preachProfile).where(eq(preachProfile.guardId, guardId));
      return row;
    },
    /** Writes the overview at `version` (0: the first one); nothing when someone changed it meanwhile. */
    async saveProfile(tx: Db | Tx, guardId: string, version: number, overview: string, now: Date) {
      if (version === 0) {
        const inserted = await tx
          .insert(preachProfile)
          .values({ guardId, overview, version: 1, updatedAt: now })
          .onConflictDoNothing()
          .returning();
        if (inserted.length > 0) return inserted[0];
      }
      return updateVersioned(
        tx,
        preachProfile,
        { key: preachProfile.guardId, id: guardId, version },
        { overview, updatedAt: now },
      );
    },
    async codeOf(kind: 'UNIT' | 'GUARD', ownerId: string): Promise<PreachCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(preachCode)
        .where(and(eq(preachCode.kind, kind), eq(preachCode.ownerId, ownerId)));
      return row;
    },
    /** Stores a new code unless the owner got one meanwhile; answers the owner's code either way. */
    async ensureCode(values: typeof preachCode.$inferInsert): Promise<PreachCodeRow> {
      await db.insert(preachCode).values(values).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(preachCode)
        .where(and(eq(preachCode.kind, values.kind), eq(preachCode.ownerId, values.ownerId)));
      if (!row) throw new Error('preach code not stored');
      return row;
    },
    async code(code: string): Promise<PreachCodeRow | undefined> {
      const [row] = await db.select().from(preachCode).where(eq(preachCode.code, code));
      return row;
    },
    /** The guard's sessions an attendee may sign in to: accepted or delivered, starting around now. */
    async sessionsAround(guardId: string, window: { from: Date; to: Date }) {
      return db
        .select({ id: a.id, applicantUnit: a.applicantUnit, startsAt: a.startsAt, topics: a.topics })
        .from(a)
        .where(
          and(
            eq(a.guardId, guardId),
            inArray(a.state, ['ACCEPTED', 'COMPLETED', 'CLOSED']),
            gt(a.startsAt, window.from),
            lt(a.startsAt, window.to),
          ),
        )
        .orderBy(asc(a.startsAt), asc(a.id))
        .limit(10);
    },
    /** One sign-in per phone and session; signing in again only updates the rating. */
    async signIn(values: typeof preachAttendance.$inferInsert) {
      await db
        .insert(preachAttendance)
        .values(values)
        .onConflictDoUpdate({
          target: [preachAttendance.appointmentId, preachAttendance.phoneKey],
          set: {
            rating: sql`coalesce(excluded.rating, ${preachAttendance.rating})`,
            comment: sql`coalesce(excluded.comment, ${preachAttendance.comment})`,
            ratedAt: sql`coalesce(excluded.rated_at, ${preachAttendance.ratedAt})`,
          },
        });
    },
  };
}
export type PreachingRepository = ReturnType<typeof createPreachingRepository>;
export type PreachView = NonNullable<Awaited<ReturnType<PreachingRepository['view']>>>;
