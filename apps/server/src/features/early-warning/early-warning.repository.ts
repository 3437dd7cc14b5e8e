import { and, count, eq, inArray, like, ne, not, sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  FED_BACK_STATES,
  FOLLOW_UP_STATES,
  type AssignmentState,
  type ListScope,
  type WarningProgress,
  type WarningSource,
} from '@afp/contract';
import { findAssignmentInScope, FORMER_HOLDER_STATES, OPEN_STATES } from '../../core/assignment/index.ts';
import { cappedCountQuery, microsOf, newestFirst, pageWhere, type KeysetPosition } from '../../core/keyset-page.ts';
import { inSubtreeOf, likePrefix } from '../../core/org-scope.ts';
import type { Db, Tx } from '../../db/client.ts';
import { preparedPerShape } from '../../db/prepared-per-shape.ts';
import { org } from '../org/index.ts';
import { earlyWarning, warningAssignment as wa } from './early-warning.table.ts';

export interface PageFilter {
  scope: ListScope;
  orgId: string;
  orgPath: string;
  state?: AssignmentState;
  level?: number;
  source?: WarningSource;
  fraudTypeCodes?: string[];
  from?: Date;
  to?: Date;
  overdue?: boolean;
  personKey?: string;
  /** One organisation's subtree inside the scope (the overview's drill-down by organisation). */
  withinPath?: string;
  /** An overview progress bucket (contract `WARNING_PROGRESS`). */
  progress?: WarningProgress;
  now: Date;
}

/** In the caller's subtree: the materialised path starts with theirs (uses assignment_path_idx). */
export const inSubtree = (orgPath: string) => inSubtreeOf(wa.orgPath, orgPath);

/** A timestamp parameter typed in SQL (raw fragments have no column to type it from). */
export const at = (moment: Date): SQL => sql`${moment.toISOString()}::timestamptz`;

/** A moment as SQL: a value, or a prepared query's placeholder (its value an ISO string). */
type Moment = Date | Placeholder;
const momentSql = (moment: Moment): SQL => (moment instanceof Date ? at(moment) : sql`${moment}::timestamptz`);

/** Overdue, derived in SQL exactly as `isOverdue` derives it in the rules. */
export const overdueSql = (now: Moment): SQL =>
  sql`((${wa.state} = 'PENDING_SIGN' and ${wa.signDeadline} < ${momentSql(now)}) or (${wa.state} in ('HANDLING', 'WAITING_SECOND_FEEDBACK') and ${wa.feedbackDeadline} < ${momentSql(now)}))`;

/** Held by its organisation: neither handed on nor merged away (the overview counts these). */
export const heldSql = (): SQL => sql`${wa.state} not in ${sqlList(FORMER_HOLDER_STATES)}`;
/** The holder fed back (已反馈), an interim feedback included. */
const fedBackSql = (): SQL => sql`${wa.state} in ${sqlList(FED_BACK_STATES)}`;
const openSql = (): SQL => sql`${wa.state} in ${sqlList(OPEN_STATES)}`;
/** Open again after an organisation above sent its feedback back (驳回, in the operation log). */
const returnedSql = (): SQL =>
  sql`(${openSql()} and exists (select 1 from operation_log l where l.entity_type = 'warning_assignment' and l.entity_id = ${wa.id} and l.action = 'assignment.reject'))`;
/** Open and reported upward by the overdue escalation (逾期上报). */
const escalatedSql = (): SQL => sql`(${openSql()} and ${wa.escalatedAt} is not null)`;
/** Taken up and still without a final feedback (需跟进), late or not: the work under way to follow. */
const followUpSql = (): SQL => sql`${wa.state} in ${sqlList(FOLLOW_UP_STATES)}`;
const isTrue = (condition: SQL): SQL => sql`coalesce(${condition}, false)`;

/**
 * The overview's progress buckets in SQL, each a subset of the held assignments (contract
 * `WARNING_PROGRESS`); the overview's figures and the list's filter both come from here.
 */
export function progressSql(progress: WarningProgress, now: Moment): SQL {
  switch (progress) {
    case 'held':
      return heldSql();
    case 'visited':
      return fedBackSql();
    case 'notVisited':
      return sql`(${heldSql()} and not ${fedBackSql()})`;
    case 'overdue':
      return isTrue(overdueSql(now));
    case 'returned':
      return returnedSql();
    case 'escalated':
      return escalatedSql();
    case 'followUp':
      return followUpSql();
  }
}

function sqlList(values: readonly string[]): SQL {
  return sql`(${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;
}

const pushedMicros = microsOf(wa.pushedAt);

type ListScopeFilter = Pick<PageFilter, 'scope' | 'orgId' | 'orgPath'>;
/** The list's scope: the caller's own organisation, or its whole subtree. */
const inListScope = (filter: ListScopeFilter): SQL | undefined =>
  filter.scope === 'mine' ? eq(wa.orgId, filter.orgId) : inSubtree(filter.orgPath);

/**
 * What the list's SQL text depends on: the scope's kind and which conditions are present (the
 * list is the app's busiest call, its SQL built once per shape: db/prepared-per-shape).
 */
interface PageShape {
  mine: boolean;
  state: boolean;
  level: boolean;
  source: boolean;
  /** How many fraud types the chosen one stands for (itself and those under it). */
  fraudTypes: number | undefined;
  from: boolean;
  to: boolean;
  overdue: boolean | undefined;
  personKey: boolean;
  withinPath: boolean;
  progress: WarningProgress | undefined;
  afterCursor: boolean;
}
const pageShapeOf = (f: PageFilter, cursor: KeysetPosition | undefined): PageShape => ({
  mine: f.scope === 'mine',
  state: f.state !== undefined,
  level: f.level !== undefined,
  source: f.source !== undefined,
  fraudTypes: f.fraudTypeCodes?.length,
  from: f.from !== undefined,
  to: f.to !== undefined,
  overdue: f.overdue,
  personKey: f.personKey !== undefined,
  withinPath: f.withinPath !== undefined,
  progress: f.progress,
  afterCursor: cursor !== undefined,
});
const pageShapeKey = (shape: PageShape): string => JSON.stringify(shape);

/** The values of a page shape's placeholders. */
const pageValuesOf = (f: PageFilter, cursor: KeysetPosition | undefined, limit: number) => ({
  scope: f.scope === 'mine' ? f.orgId : likePrefix(f.orgPath),
  now: f.now.toISOString(),
  state: f.state,
  level: f.level,
  source: f.source,
  ...Object.fromEntries((f.fraudTypeCodes ?? []).map((code, i) => [`fraudType${i}`, code])),
  from: f.from?.toISOString(),
  to: f.to?.toISOString(),
  personKey: f.personKey,
  withinPath: f.withinPath === undefined ? undefined : likePrefix(f.withinPath),
  afterMicros: cursor?.micros,
  afterId: cursor?.id,
  limit,
});

const ph = sql.placeholder;
/** The list's conditions, every value a placeholder (see `pageValuesOf`). */
function pageWhereOf(shape: PageShape): SQL | undefined {
  const now = ph('now');
  const overdue =
    shape.overdue === undefined ? undefined : shape.overdue ? overdueSql(now) : not(isTrue(overdueSql(now)));
  return and(
    shape.mine ? eq(wa.orgId, ph('scope')) : like(wa.orgPath, ph('scope')),
    shape.state ? eq(wa.state, ph('state')) : undefined,
    shape.level ? eq(wa.level, ph('level')) : undefined,
    shape.source ? eq(wa.source, ph('source')) : undefined,
    shape.fraudTypes === undefined
      ? undefined
      : inArray(
          wa.fraudTypeCode,
          Array.from({ length: shape.fraudTypes }, (_, i) => ph(`fraudType${i}`)),
        ),
    shape.from ? sql`${wa.pushedAt} >= ${momentSql(ph('from'))}` : undefined,
    shape.to ? sql`${wa.pushedAt} <= ${momentSql(ph('to'))}` : undefined,
    overdue,
    shape.personKey ? eq(wa.personKey, ph('personKey')) : undefined,
    shape.withinPath ? like(wa.orgPath, ph('withinPath')) : undefined,
    shape.progress ? progressSql(shape.progress, now) : undefined,
  );
}

export function createEarlyWarningRepository({ db }: { db: Db }) {
  /**
   * One keyset page: the assignment table alone is filtered, ordered and limited; only the page's
   * rows are then joined to their warning and organisation by primary key.
   */
  const pageQueryOf = preparedPerShape(pageShapeKey, (shape: PageShape) => {
    const after = shape.afterCursor
      ? pageWhere({ time: wa.pushedAt, id: wa.id }, { micros: ph('afterMicros'), id: ph('afterId') })
      : undefined;
    const pageRows = db
      .select({
        id: wa.id,
        warningId: wa.warningId,
        orgId: wa.orgId,
        state: wa.state,
        level: wa.level,
        source: wa.source,
        kind: wa.kind,
        fraudTypeCode: wa.fraudTypeCode,
        personKey: wa.personKey,
        pushedAt: wa.pushedAt,
        signDeadline: wa.signDeadline,
        feedbackDeadline: wa.feedbackDeadline,
        contactAttempts: wa.contactAttempts,
        returnVisitAttempts: wa.returnVisitAttempts,
        nextAttemptDue: wa.nextAttemptDue,
        version: wa.version,
        pushedMicros: pushedMicros.as('pushed_micros'),
      })
      .from(wa)
      .where(and(pageWhereOf(shape), after))
      .orderBy(...newestFirst(wa.pushedAt, wa.id))
      .limit(ph('limit'))
      .as('page');
    return db
      .select({
        assignment: {
          id: pageRows.id,
          warningId: pageRows.warningId,
          orgId: pageRows.orgId,
          state: pageRows.state,
          level: pageRows.level,
          source: pageRows.source,
          kind: pageRows.kind,
          fraudTypeCode: pageRows.fraudTypeCode,
          personKey: pageRows.personKey,
          pushedAt: pageRows.pushedAt,
          signDeadline: pageRows.signDeadline,
          feedbackDeadline: pageRows.feedbackDeadline,
          contactAttempts: pageRows.contactAttempts,
          returnVisitAttempts: pageRows.returnVisitAttempts,
          nextAttemptDue: pageRows.nextAttemptDue,
          version: pageRows.version,
          pushedMicros: pageRows.pushedMicros,
        },
        warningNo: earlyWarning.warningNo,
        victimName: earlyWarning.victimName,
        // The stored masked forms: a list page opens no sealed value.
        victimPhoneMasked: earlyWarning.victimPhoneMasked,
        victimIdNumberMasked: earlyWarning.victimIdNumberMasked,
        duplicateOfId: earlyWarning.duplicateOfId,
        orgName: org.name,
      })
      .from(pageRows)
      .innerJoin(earlyWarning, eq(earlyWarning.id, pageRows.warningId))
      .innerJoin(org, eq(org.id, pageRows.orgId))
      .orderBy(...newestFirst(pageRows.pushedAt, pageRows.id))
      .prepare('');
  });
  const countQueryOf = preparedPerShape(pageShapeKey, (shape: PageShape) =>
    cappedCountQuery(db, wa, pageWhereOf(shape)).prepare(''),
  );

  return {
    page: (filter: PageFilter, cursor: KeysetPosition | undefined, limit: number) =>
      pageQueryOf(pageShapeOf(filter, cursor)).execute(pageValuesOf(filter, cursor, limit)),

    /** The capped count of the list's rows (`PAGE_TOTAL_CAP + 1` at most). */
    async cappedCount(filter: PageFilter): Promise<number> {
      const [row] = await countQueryOf(pageShapeOf(filter, undefined)).execute(pageValuesOf(filter, undefined, 0));
      return row?.n ?? 0;
    },

    /** The assignment when it lies in the caller's subtree; anything else is "not found". */
    findInScope: (id: string, orgPath: string, tx: Db | Tx = db) => findAssignmentInScope(tx, id, orgPath),

    async warning(warningId: string) {
      const [row] = await db.select().from(earlyWarning).where(eq(earlyWarning.id, warningId));
      return row;
    },

    /** An organisation inside the subtree of `orgPath` (itself included), else undefined. */
    async orgInScope(orgId: string, orgPath: string) {
      const [row] = await db
        .select({ id: org.id, path: org.path })
        .from(org)
        .where(and(eq(org.id, orgId), inSubtreeOf(org.path, orgPath)));
      return row;
    },

    async orgNames(ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.select({ id: org.id, name: org.name }).from(org).where(inArray(org.id, ids));
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    /** The person's open warnings other than `warningId`, within the list scope (as the list by person shows them). */
    async countOtherOpenOfPerson(personKey: string, warningId: string, scope: ListScopeFilter): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(wa)
        .where(
          and(
            eq(wa.personKey, personKey),
            ne(wa.warningId, warningId),
            inArray(wa.state, [...OPEN_STATES]),
            inListScope(scope),
          ),
        );
      return row?.n ?? 0;
    },

    /** Open assignments of a person held by one organisation (sync-handle); each changes through its version check. */
    openOfPersonInOrg(tx: Db | Tx, personKey: string, orgId: string) {
      return tx
        .select()
        .from(wa)
        .where(and(eq(wa.personKey, personKey), eq(wa.orgId, orgId), inArray(wa.state, [...OPEN_STATES])))
        .orderBy(wa.pushedAt, wa.id);
    },

    /** The warning's assignments with their organisation, oldest first; with `orgPath`, only those inside that subtree. */
    assignmentsOfWarning: (warningId: string, orgPath?: string) =>
      db
        .select({ id: wa.id, orgName: org.name, createdAt: wa.createdAt })
        .from(wa)
        .innerJoin(org, eq(org.id, wa.orgId))
        .where(and(eq(wa.warningId, warningId), orgPath === undefined ? undefined : inSubtree(orgPath)))
        .orderBy(wa.createdAt, wa.id),

    /** Open assignments in a list scope by state (the waiting count of the tab bar). */
    async openCountsByState(scope: ListScopeFilter) {
      const rows = await db
        .select({ state: wa.state, n: count() })
        .from(wa)
        .where(and(inListScope(scope), inArray(wa.state, [...OPEN_STATES])))
        .groupBy(wa.state);
      return new Map(rows.map((row) => [row.state, row.n]));
    },
  };
}
export type EarlyWarningRepository = ReturnType<typeof createEarlyWarningRepository>;
