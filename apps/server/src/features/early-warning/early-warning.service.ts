import {
  isAboveOrg,
  isCentre,
  isHolder,
  listScopeOf,
  mayTransfer,
  WARNING_SOURCES,
  type AssignmentState,
  type OperationLogEntry,
  type WaitingCount,
  type Page,
  type WarningDetail,
  type WarningPageQuery,
  type WarningRecord,
  type WarningStateCounts,
  type WarningStateCountsQuery,
  WARNING_TABS,
} from '@afp/contract';
import type { Clock } from '../../clock.ts';
import {
  feedbackAction,
  seesWarningWhole,
  TRANSITIONS,
  warningNotFound,
  type RecontactPolicy,
} from '../../core/assignment/index.ts';
import { cappedTotal, decodeCursor, emptyPage, pageFrom } from '../../core/keyset-page.ts';
import { maskAddress, maskBankCard } from '../../core/personal-data.ts';
import type { Principal } from '../../core/principal.ts';
import { notFound } from '../../http/errors.ts';
import { createTtlCache } from '../../ttl-cache.ts';
import type { Db } from '../../db/client.ts';
import type { AccessLog } from '../access-log/index.ts';
import {
  assignmentIdOfPersonRef,
  presentFeedback,
  presentLogEntry,
  presentRecord,
  presentTimeline,
} from './early-warning.presenter.ts';
import type { EarlyWarningRepository, PageFilter } from './early-warning.repository.ts';
import type { FraudTypeDictionary } from './fraud-type.dictionary.ts';
import type { WarningFeedbackRepository } from './warning-feedback.repository.ts';
import { contactRefusal } from './warning-contact.rules.ts';

interface Deps {
  db: Db;
  repository: EarlyWarningRepository;
  feedbacks: WarningFeedbackRepository;
  fraudTypes: FraudTypeDictionary;
  accessLog: AccessLog;
  clock: Clock;
  /** Its number of attempts before 确实找不到 is shown on the detail. */
  recontact: RecontactPolicy;
  /** Changes of state made by any process (the operation log's generation). */
  changes: { generation(): number };
}

/**
 * Capped totals are cached briefly under the operation log's generation: any change of state, made
 * in this process or committed by another (heard on the cluster bus), starts a new one.
 */
const COUNT_CACHE_MS = 30_000;

/** Reading warnings: the scoped list, the detail page and the operation log. */
export function createEarlyWarningService({
  db,
  repository,
  feedbacks,
  fraudTypes,
  accessLog,
  clock,
  changes,
  recontact,
}: Deps) {
  const counts = createTtlCache<string, number>({ ttlMs: COUNT_CACHE_MS, clock });
  async function cappedCount(filter: PageFilter): Promise<number> {
    const { now: _now, ...shape } = filter;
    const key = `${changes.generation()}|${JSON.stringify(shape)}`;
    const cached = counts.get(key);
    if (cached !== undefined) return cached;
    const counted = await repository.cappedCount(filter);
    counts.set(key, counted);
    return counted;
  }

  async function findVisible(viewer: Principal, assignmentId: string) {
    const assignment = await repository.findInScope(assignmentId, viewer.orgPath);
    if (!assignment) throw warningNotFound();
    return assignment;
  }

  /** The path of an organisation the caller's subtree holds; another one answers 404 like a missing one. */
  async function orgPathInScope(viewer: Principal, orgId: string): Promise<string> {
    const found = await repository.orgInScope(orgId, viewer.orgPath);
    if (!found) throw notFound('单位不存在');
    return found.path;
  }

  /** The list filter of a query in the caller's scope; none when its person reference is not the caller's to see. */
  async function filterOf(viewer: Principal, query: WarningStateCountsQuery & { state?: AssignmentState }) {
    let personKey: string | undefined;
    if (query.personKey) {
      // personKey is the opaque reference of a record the caller could see, never a raw ID number.
      const referenceId = assignmentIdOfPersonRef(query.personKey);
      const reference = referenceId ? await repository.findInScope(referenceId, viewer.orgPath) : undefined;
      if (!reference) return undefined;
      personKey = reference.personKey;
    }
    const filter: PageFilter = {
      scope: listScopeOf(viewer, query.scope),
      orgId: viewer.orgId,
      orgPath: viewer.orgPath,
      state: query.state,
      level: query.level,
      source: query.source,
      fraudTypeCodes: query.fraudTypeCode ? await fraudTypes.codesUnder(query.fraudTypeCode) : undefined,
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
      overdue: query.overdue === undefined ? undefined : query.overdue === 'true',
      personKey,
      withinPath: query.orgId ? await orgPathInScope(viewer, query.orgId) : undefined,
      progress: query.progress,
      now: clock.now(),
    };
    return filter;
  }

  return {
    async page(viewer: Principal, query: WarningPageQuery): Promise<Page<WarningRecord>> {
      const filter = await filterOf(viewer, query);
      if (!filter) return emptyPage();
      const cursor = decodeCursor(query.cursor);
      // The first page counts (capped); later pages carry that count in their cursor.
      const [rows, counted, dictionary] = await Promise.all([
        repository.page(filter, cursor, query.pageSize + 1),
        cursor ? cursor.counted : cappedCount(filter),
        fraudTypes.entries(),
      ]);
      return pageFrom(rows, {
        pageSize: query.pageSize,
        counted,
        positionOf: (row) => ({ micros: row.assignment.pushedMicros, id: row.assignment.id }),
        present: (pageRows) => pageRows.map((row) => presentRecord(row, dictionary, filter.now)),
      });
    },

    async info(viewer: Principal, assignmentId: string): Promise<WarningDetail> {
      const assignment = await findVisible(viewer, assignmentId);
      // Entitlement follows the warning's current holder, not the organisation of the asked assignment.
      const whole = await seesWarningWhole(db, viewer, assignment.warningId);
      // The history the caller may read: the whole of it, or the part of its own subtree.
      const historyScope = whole ? undefined : viewer.orgPath;
      const [warning, orgNames, feedbackRows, openOfPerson, dictionary, historyAssignments] = await Promise.all([
        repository.warning(assignment.warningId),
        repository.orgNames([assignment.orgId]),
        feedbacks.ofWarning(assignment.warningId, historyScope),
        repository.countOtherOpenOfPerson(assignment.personKey, assignment.warningId, {
          scope: listScopeOf(viewer),
          orgId: viewer.orgId,
          orgPath: viewer.orgPath,
        }),
        fraudTypes.entries(),
        repository.assignmentsOfWarning(assignment.warningId, historyScope),
      ]);
      if (!warning) throw warningNotFound();
      if (whole) {
        await accessLog.recordWholeView(viewer, 'warning.view_whole', {
          type: 'warning_assignment',
          id: assignment.id,
          personKey: assignment.personKey,
        });
      }
      const orgName = orgNames.get(assignment.orgId) ?? '';
      const now = clock.now();
      const state = assignment.state;
      const holder = isHolder(viewer, assignment);
      const firstFeedback = feedbackRows.find((f) => f.assignmentId === assignment.id);
      const timeline = presentTimeline({
        pushed: { at: warning.pushedAt, sourceName: WARNING_SOURCES[warning.source] },
        assignments: historyAssignments,
        log: await feedbacks.timelineLogOf(historyAssignments.map((a) => a.id)),
      });
      return {
        ...presentRecord({ ...warning, assignment, orgName }, dictionary, now, whole),
        isWhole: whole,
        victimBankCard: warning.victimBankCard
          ? whole
            ? warning.victimBankCard
            : maskBankCard(warning.victimBankCard)
          : null,
        victimAddress: whole ? warning.victimAddress : maskAddress(warning.victimAddress),
        suspectPhone: warning.suspectPhone,
        suspectAccount: warning.suspectAccount,
        callCount: warning.callCount,
        callDurationSeconds: warning.callDurationSeconds,
        netUrl: warning.netUrl,
        fundAmount: warning.fundAmount,
        linkedCaseNo: warning.linkedCaseNo,
        duplicateOfId: warning.duplicateOfId,
        steps: [
          {
            name: '信息预警',
            done: true,
            actorName: null,
            orgName: WARNING_SOURCES[warning.source],
            at: warning.pushedAt.toISOString(),
          },
          { name: '信息分发', done: true, actorName: null, orgName, at: assignment.createdAt.toISOString() },
          {
            name: '反馈处置',
            done: Boolean(firstFeedback),
            actorName: firstFeedback?.createdByName ?? null,
            orgName: firstFeedback?.orgName ?? null,
            at: firstFeedback?.createdAt.toISOString() ?? null,
          },
          {
            name: '预警回访',
            done: state === 'CLOSED',
            actorName: null,
            orgName: null,
            at: assignment.closedAt?.toISOString() ?? null,
          },
        ],
        timeline,
        feedbacks: feedbackRows.map((row) => presentFeedback(row, whole)),
        signedAt: assignment.signedAt?.toISOString() ?? null,
        canSign: holder && TRANSITIONS.sign.from.includes(state),
        canFeedback: holder && feedbackAction(state, true) !== undefined,
        canTransfer: mayTransfer(viewer, assignment) && TRANSITIONS.requestTransfer.from.includes(state),
        canReject: isAboveOrg(viewer, assignment) && TRANSITIONS.reject.from.includes(state),
        canReturnVisit: isCentre(viewer) && TRANSITIONS.close.from.includes(state),
        canContact: whole && Boolean(warning.victimPhone) && contactRefusal(viewer, assignment) === undefined,
        returnVisitVerdict: assignment.returnVisitVerdict,
        attemptsRequired: recontact.attemptsRequired,
        openWarningsOfPerson: openOfPerson,
      };
    },

    async operateLog(viewer: Principal, assignmentId: string): Promise<OperationLogEntry[]> {
      const assignment = await findVisible(viewer, assignmentId);
      const whole = await seesWarningWhole(db, viewer, assignment.warningId);
      const assignments = await repository.assignmentsOfWarning(
        assignment.warningId,
        whole ? undefined : viewer.orgPath,
      );
      return (await feedbacks.operationLogOf(assignments.map((a) => a.id))).map(presentLogEntry);
    },

    /** The state tabs' counts under the list's filters, capped like the list's total. */
    async stateCounts(viewer: Principal, query: WarningStateCountsQuery): Promise<WarningStateCounts> {
      const filter = await filterOf(viewer, query);
      const counted = filter
        ? await Promise.all(WARNING_TABS.map((state) => cappedCount({ ...filter, state })))
        : WARNING_TABS.map(() => 0);
      return WARNING_TABS.map((state, index) => ({ state, ...cappedTotal(counted[index] ?? 0) }));
    },

    /** The tab bar's badge: open warnings in the caller's list scope, as the list counts them (uncapped). */
    async waitingCount(viewer: Principal): Promise<WaitingCount> {
      const counts = await repository.openCountsByState({
        scope: listScopeOf(viewer),
        orgId: viewer.orgId,
        orgPath: viewer.orgPath,
      });
      const countOf = (state: AssignmentState) => counts.get(state) ?? 0;
      return {
        pendingSign: countOf('PENDING_SIGN'),
        pendingFeedback: countOf('HANDLING') + countOf('WAITING_SECOND_FEEDBACK'),
      };
    },
  };
}
export type EarlyWarningService = ReturnType<typeof createEarlyWarningService>;
