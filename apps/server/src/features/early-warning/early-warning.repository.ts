import { and, count, eq, gte, inArray, lte, ne, not, sql, type SQL } from 'drizzle-orm';
import {
  FED_BACK_STATES,
  FOLLOW_UP_STATES,
  type AssignmentState,
  type ListScope,
  type WarningProgress,
  type WarningSource,
} from '@afp/contract';
import { findAssignmentInScope, FORMER_HOLDER_STATES, OPEN_STATES } from '../../core/assignment/index.ts';
import { before, countCapped, microsOf, newestFirst, type KeysetPosition } from '../../core/keyset-page.ts';
import { inSubtreeOf } from '../../core/org-scope.ts';
import type { Db, Tx } from '../../db/client.ts';
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

/** Overdue, derived in SQL exactly as `isOverdue` derives it in the rules. */
export const overdueSql = (now: Date): SQL =>
  sql`((${wa.state} = 'PENDING_SIGN' and ${wa.signDeadline} < ${at(now)}) or (${wa.state} in ('HANDLING', 'WAITING_SECOND_FEEDBACK') and ${wa.feedbackDeadline} < ${at(now)}))`;

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
export function progressSql(progress: WarningProgress, now: Date): SQL {
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

function whereOf(f: PageFilter): SQL | undefined {
  return and(
    inListScope(f),
    f.state ? eq(wa.state, f.state) : undefined,
    f.level ? eq(wa.level, f.level) : undefined,
    f.source ? eq(wa.source, f.source) : undefined,
    f.fraudTypeCodes ? inArray(wa.fraudTypeCode, f.fraudTypeCodes) : undefined,
    f.from ? gte(wa.pushedAt, f.from) : undefined,
    f.to ? lte(wa.pushedAt, f.to) : undefined,
    f.overdue === undefined
      ? undefined
      : f.overdue
        ? overdueSql(f.now)
        : not(sql`coalesce(${overdueSql(f.now)}, false)`),
    f.personKey ? eq(wa.personKey, f.personKey) : undefined,
    f.withinPath ? inSubtree(f.withinPath) : undefined,
    f.progress ? progressSql(f.progress, f.now) : undefined,
  );
}

export function createEarlyWarningRepository({ db }: { db: Db }) {
  return {
    /**
     * One keyset page: the assignment table alone is filtered, ordered and limited; only the page's
     * rows are then joined to their warning and organisation by primary key.
     */
    async page(filter: PageFilter, cursor: KeysetPosition | undefined, limit: number) {
      const after = before(wa.pushedAt, wa.id, cursor);
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
          version: wa.version,
          pushedMicros: pushedMicros.as('pushed_micros'),
        })
        .from(wa)
        .where(and(whereOf(filter), after))
        .orderBy(...newestFirst(wa.pushedAt, wa.id))
        .limit(limit)
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
        .orderBy(...newestFirst(pageRows.pushedAt, pageRows.id));
    },

    /** The capped count of the list's rows (`PAGE_TOTAL_CAP + 1` at most). */
    cappedCount: (filter: PageFilter): Promise<number> => countCapped(db, wa, whereOf(filter)),

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
