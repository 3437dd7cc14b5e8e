import {
  and,
  asc,
  desc,
  count,
  eq,
  gte,
  inArray,
  like,
  lt,
  lte,
  ne,
  sql,
  type Column,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { GUARD_ROLE, type ControlLabel, type ControlLevel, type ControlListFilter } from '@afp/contract';
import {
  before,
  cappedCountQuery,
  countCapped,
  microsOf,
  newestFirst,
  type KeysetPosition,
} from '../../core/keyset-page.ts';
import { inSubtreeOf, likePrefix } from '../../core/org-scope.ts';
import type { Db, Tx } from '../../db/client.ts';
import { preparedPerShape } from '../../db/prepared-per-shape.ts';
import { guardUser } from '../account/index.ts';
import { org } from '../org/index.ts';
import {
  controlVisit,
  controlledPerson,
  controlTask,
  type ControlVisitRow,
  type ControlledPersonRow,
  type ControlTaskRow,
} from './people-control.table.ts';

const p = controlledPerson;
const AWAITING = ['PENDING', 'RETURNED'] as const;

/** A list row: the stored masked numbers, never the sealed ones (a list page opens nothing). */
const listColumns = {
  id: p.id,
  name: p.name,
  idNumberMasked: p.idNumberMasked,
  phoneMasked: p.phoneMasked,
  address: p.address,
  label: p.label,
  level: p.level,
  state: p.state,
  version: p.version,
  orgId: p.orgId,
  orgPath: p.orgPath,
  orgName: org.name,
  guardId: p.guardId,
  guardName: guardUser.name,
  currentTaskId: p.currentTaskId,
  nextDueAt: p.nextDueAt,
  taskState: p.taskState,
  missedCount: p.missedCount,
  lastVisitedAt: p.lastVisitedAt,
  /** The keyset position's time (most urgent first). */
  dueMicros: microsOf(p.nextDueAt),
};
/** The detail's row: the list's and the whole numbers (opened; shown whole only when granted). */
const personColumns = { ...listColumns, idNumber: p.idNumber, phone: p.phone };

/** The tab's condition at `now`; every tab but 已解除 leaves released persons out. */
function filterOf(filter: ControlListFilter, now: Date | SQLWrapper, soonUntil: Date | SQLWrapper): SQL | undefined {
  const active = ne(p.state, 'RELEASED');
  switch (filter) {
    case 'ALL':
      return active;
    case 'DUE_SOON':
      return and(active, inArray(p.taskState, AWAITING), gte(p.nextDueAt, now), lt(p.nextDueAt, soonUntil));
    case 'OVERDUE':
      return and(active, inArray(p.taskState, AWAITING), lt(p.nextDueAt, now));
    case 'SUBMITTED':
      return and(active, eq(p.taskState, 'SUBMITTED'));
    case 'LOST_CONTACT':
      return eq(p.state, 'LOST_CONTACT');
    case 'RELEASED':
      return eq(p.state, 'RELEASED');
  }
}

export interface PersonPageFilter {
  scope: Scope;
  filter: ControlListFilter;
  level?: ControlLevel;
  label?: ControlLabel;
  now: Date;
  soonUntil: Date;
  after?: KeysetPosition;
  limit: number;
  count: boolean;
}

/** A plain guard's own organisation, or an admin's subtree. */
type Scope = { orgId: string } | { orgPath: string };
const scopeOf = (scope: Scope, orgId: Column, orgPath: Column) =>
  'orgId' in scope ? eq(orgId, scope.orgId) : inSubtreeOf(orgPath, scope.orgPath);

/** What the page's SQL text depends on: the scope's kind and which conditions are present. */
interface PageShape {
  bySubtree: boolean;
  filter: ControlListFilter;
  byLevel: boolean;
  byLabel: boolean;
  afterCursor: boolean;
}
const pageShapeOf = (filter: PersonPageFilter): PageShape => ({
  bySubtree: !('orgId' in filter.scope),
  filter: filter.filter,
  byLevel: filter.level !== undefined,
  byLabel: filter.label !== undefined,
  afterCursor: filter.after !== undefined,
});
const pageShapeKey = (shape: PageShape) =>
  `${shape.bySubtree}|${shape.filter}|${shape.byLevel}|${shape.byLabel}|${shape.afterCursor}`;

/** The values of a page shape's placeholders. */
const pageValuesOf = (filter: PersonPageFilter) => ({
  // A subtree is core/org-scope's `inSubtreeOf` (path LIKE prefix), its pattern the value.
  scope: 'orgId' in filter.scope ? filter.scope.orgId : likePrefix(filter.scope.orgPath),
  now: filter.now.toISOString(),
  soonUntil: filter.soonUntil.toISOString(),
  level: filter.level,
  label: filter.label,
  afterMicros: filter.after?.micros,
  afterId: filter.after?.id,
  limit: filter.limit,
});

const ph = sql.placeholder;
/** The page's conditions, every value a placeholder (see `pageValuesOf`). */
const pageWhereOf = (shape: PageShape): SQL | undefined =>
  and(
    shape.bySubtree ? like(p.orgPath, ph('scope')) : eq(p.orgId, ph('scope')),
    filterOf(shape.filter, ph('now'), ph('soonUntil')),
    shape.byLevel ? eq(p.level, ph('level')) : undefined,
    shape.byLabel ? eq(p.label, ph('label')) : undefined,
  );
/** Rows after the cursor in `(time asc, id asc)` order: the list runs most urgent first. */
const afterCursor = () =>
  sql`(${p.nextDueAt}, ${p.id}) > (timestamptz 'epoch' + ${ph('afterMicros')}::bigint * interval '1 microsecond', ${ph('afterId')})`;

export function createPeopleControlRepository({ db }: { db: Db }) {
  const personQuery = (tx: Db | Tx, where: SQL | undefined) =>
    tx
      .select(personColumns)
      .from(p)
      .innerJoin(org, eq(org.id, p.orgId))
      .leftJoin(guardUser, eq(guardUser.id, p.guardId))
      .where(where);
  const listQuery = (tx: Db | Tx, where: SQL | undefined) =>
    tx
      .select(listColumns)
      .from(p)
      .innerJoin(org, eq(org.id, p.orgId))
      .leftJoin(guardUser, eq(guardUser.id, p.guardId))
      .where(where);

  /** The list's page and capped count, built once per shape (the list is the app's busiest call). */
  const pageQueriesOf = preparedPerShape(pageShapeKey, (shape: PageShape) => {
    const where = pageWhereOf(shape);
    return {
      rows: listQuery(db, and(where, shape.afterCursor ? afterCursor() : undefined))
        .orderBy(asc(p.nextDueAt), asc(p.id))
        .limit(ph('limit'))
        .prepare(''),
      count: cappedCountQuery(db, p, where).prepare(''),
    };
  });

  return {
    async personView(id: string, tx: Db | Tx = db) {
      const [row] = await personQuery(tx, eq(p.id, id));
      return row;
    },
    async person(tx: Db | Tx, id: string): Promise<ControlledPersonRow | undefined> {
      const [row] = await tx.select().from(p).where(eq(p.id, id));
      return row;
    },
    async task(tx: Db | Tx, id: string): Promise<ControlTaskRow | undefined> {
      const [row] = await tx.select().from(controlTask).where(eq(controlTask.id, id));
      return row;
    },
    /** The person's copy of their current task (not the person's own change: no version step). */
    async mirrorTask(
      tx: Db | Tx,
      id: string,
      values: Pick<
        Partial<typeof p.$inferInsert>,
        'currentTaskId' | 'nextDueAt' | 'taskState' | 'missedCount' | 'lastVisitedAt' | 'updatedAt'
      >,
    ) {
      await tx.update(p).set(values).where(eq(p.id, id));
    },
    async insertTask(tx: Db | Tx, values: typeof controlTask.$inferInsert): Promise<ControlTaskRow> {
      const [row] = await tx.insert(controlTask).values(values).returning();
      if (!row) throw new Error('control task insert returned nothing');
      return row;
    },
    async insertVisit(tx: Db | Tx, values: typeof controlVisit.$inferInsert): Promise<ControlVisitRow> {
      const [row] = await tx.insert(controlVisit).values(values).returning();
      if (!row) throw new Error('control visit insert returned nothing');
      return row;
    },
    /** The latest visit of each task with its person, for the verify/review detail. */
    visitsOfTasks(reader: Db | Tx, taskIds: readonly string[]) {
      if (taskIds.length === 0) return Promise.resolve([]);
      return reader
        .selectDistinctOn([controlVisit.taskId], {
          taskId: controlVisit.taskId,
          personId: controlVisit.personId,
          personName: controlledPerson.name,
          label: controlledPerson.label,
          level: controlledPerson.level,
          method: controlVisit.method,
          result: controlVisit.result,
          address: controlVisit.address,
          content: controlVisit.content,
          photos: controlVisit.photos,
          commitments: controlVisit.commitments,
          isLate: controlVisit.isLate,
          submittedByName: controlVisit.submittedByName,
        })
        .from(controlVisit)
        .innerJoin(controlledPerson, eq(controlledPerson.id, controlVisit.personId))
        .where(inArray(controlVisit.taskId, [...taskIds]))
        .orderBy(controlVisit.taskId, desc(controlVisit.submittedAt));
    },
    /** The task's visit waiting for review (one at a time: a task is SUBMITTED once per round). */
    async submittedVisit(tx: Db | Tx, taskId: string): Promise<ControlVisitRow | undefined> {
      const [row] = await tx
        .select()
        .from(controlVisit)
        .where(and(eq(controlVisit.taskId, taskId), eq(controlVisit.state, 'SUBMITTED')));
      return row;
    },
    async reviewVisit(
      tx: Db | Tx,
      id: string,
      review: Pick<
        typeof controlVisit.$inferInsert,
        'state' | 'reviewedBy' | 'reviewedByName' | 'reviewedAt' | 'reviewReason'
      >,
    ) {
      await tx.update(controlVisit).set(review).where(eq(controlVisit.id, id));
    },
    /** One page of persons, most urgent first, and the capped count on the first page. */
    async page(filter: PersonPageFilter) {
      const queries = pageQueriesOf(pageShapeOf(filter));
      const values = pageValuesOf(filter);
      const [rows, counted] = await Promise.all([
        queries.rows.execute(values),
        filter.count ? queries.count.execute(values).then(([row]) => row?.n ?? 0) : undefined,
      ]);
      return { rows, counted };
    },
    /**
     * The month's figures per guard of the scope who visits (卫士 and team admins): visits recorded
     * in [from, to), of them late, and the persons they are responsible for that are overdue at `now`.
     */
    async digest(scope: Scope, range: { from: Date; to: Date }, now: Date) {
      const f = controlVisit;
      const [guards, visits, overdue] = await Promise.all([
        db
          .select({ guardId: guardUser.id, guardName: guardUser.name, orgName: org.name })
          .from(guardUser)
          .innerJoin(org, eq(org.id, guardUser.orgId))
          .where(and(scopeOf(scope, guardUser.orgId, org.path), lte(guardUser.roleType, GUARD_ROLE.teamAdmin)))
          .orderBy(asc(org.path), asc(guardUser.id)),
        db
          .select({
            guardId: f.submittedBy,
            visits: count(),
            lateVisits: sql<number>`count(*) filter (where ${f.isLate})`.mapWith(Number),
          })
          .from(f)
          .where(and(scopeOf(scope, f.orgId, f.orgPath), gte(f.submittedAt, range.from), lt(f.submittedAt, range.to)))
          .groupBy(f.submittedBy),
        db
          .select({ guardId: p.guardId, overdueNow: count() })
          .from(p)
          .where(and(scopeOf(scope, p.orgId, p.orgPath), filterOf('OVERDUE', now, now)))
          .groupBy(p.guardId),
      ]);
      return { guards, visits, overdue };
    },
    /** A person's visits, newest first. */
    async visitPage(filter: { personId: string; after?: KeysetPosition; limit: number; count: boolean }) {
      const base = eq(controlVisit.personId, filter.personId);
      const [rows, counted] = await Promise.all([
        db
          .select({ visit: controlVisit, submittedMicros: microsOf(controlVisit.submittedAt) })
          .from(controlVisit)
          .where(and(base, before(controlVisit.submittedAt, controlVisit.id, filter.after)))
          .orderBy(...newestFirst(controlVisit.submittedAt, controlVisit.id))
          .limit(filter.limit),
        filter.count ? countCapped(db, controlVisit, base) : undefined,
      ]);
      return { rows, counted };
    },
  };
}
export type VisitForVerification = Awaited<ReturnType<PeopleControlRepository['visitsOfTasks']>>[number];
export type PeopleControlRepository = ReturnType<typeof createPeopleControlRepository>;
export type ControlledPersonView = NonNullable<Awaited<ReturnType<PeopleControlRepository['personView']>>>;
/** A row of the list: the view without the whole numbers. */
export type ControlledPersonListRow = Omit<ControlledPersonView, 'idNumber' | 'phone'> &
  Partial<Pick<ControlledPersonView, 'idNumber' | 'phone'>>;
