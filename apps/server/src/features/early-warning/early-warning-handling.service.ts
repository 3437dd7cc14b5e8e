import {
  formatChinaDateTime,
  isHolder,
  NOT_FOUND,
  NOT_FOUND_YET,
  visitChecklistSummary,
  type AssignmentChange,
  type AssignmentState,
  type FeedbackBody,
  type FeedbackForm,
} from '@afp/contract';
import type { Clock } from '../../clock.ts';
import {
  attemptsRequired,
  canApply,
  feedbackAction,
  mayCloseAsNotFound,
  nextAttemptDueAt,
  staleVersion,
  transitionAssignment,
  warningNotFound,
  type AssignmentAction,
  type RecontactPolicy,
} from '../../core/assignment/index.ts';
import { loggedActor, type Principal } from '../../core/principal.ts';
import type { Db, Tx } from '../../db/client.ts';
import { forbidden } from '../../http/errors.ts';
import { newId } from '../../secrets.ts';
import { attachFeedbackPhotos } from '../file/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import type { EarlyWarningRepository } from './early-warning.repository.ts';
import type { WarningAssignmentRow } from './early-warning.table.ts';
import { isUniqueViolation, type WarningFeedbackRepository } from './warning-feedback.repository.ts';
import type { HandledWarnings } from './handled-warnings.ts';
import type { WarningEvents } from './warning-events.ts';

interface Deps {
  db: Db;
  repository: EarlyWarningRepository;
  feedbacks: WarningFeedbackRepository;
  operationLog: OperationLog;
  clock: Clock;
  /** When a victim not reached (暂时找不到) is tried again, and the attempts before 确实找不到. */
  recontact: RecontactPolicy;
  /** Listeners of recorded feedbacks (一案一宣 on a handled warning with a loss). */
  handled?: HandledWarnings;
  /** The live streams of every process hear each committed sign and feedback. */
  events?: WarningEvents;
}

/** The caller's answer after a change of state: what the client needs to refresh its card. */
export const changeOf = (row: WarningAssignmentRow): AssignmentChange => ({
  assignmentId: row.id,
  state: row.state,
  version: row.version,
});

/** The move a feedback makes from `state`: 暂时找不到 waits for the next attempt; undefined when none fits. */
function actionOf(state: AssignmentState, form: FeedbackForm): AssignmentAction | undefined {
  if (form.result === NOT_FOUND_YET) return canApply('unreachable', state) ? 'unreachable' : undefined;
  return feedbackAction(state, form.isFinal);
}

/** Acting on warnings: sign, feedback and sync-handle, each in one transaction. */
export function createEarlyWarningHandlingService({
  db,
  repository,
  feedbacks,
  operationLog,
  clock,
  recontact,
  handled,
  events,
}: Deps) {
  /** After the commit: the organisation's open lists and details refresh, in whichever process they are. */
  const announce = (rows: WarningAssignmentRow[]) => {
    for (const row of rows)
      events?.publish({
        type: 'warning.changed',
        assignmentId: row.id,
        warningId: row.warningId,
        orgId: row.orgId,
        level: row.level,
        state: row.state,
      });
  };

  /** The assignment when the caller's organisation holds it: 404 outside the subtree, 403 inside. */
  async function held(viewer: Principal, assignmentId: string) {
    const assignment = await repository.findInScope(assignmentId, viewer.orgPath);
    if (!assignment) throw warningNotFound();
    if (!isHolder(viewer, assignment)) throw forbidden('只有预警所属单位的卫士可以处理该预警');
    return assignment;
  }

  /** A unique (assignment, round) violation means a concurrent feedback won: a conflict, not a fault. */
  async function inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw staleVersion();
      throw error;
    }
  }

  const sign = (tx: Db | Tx, viewer: Principal, assignmentId: string, expectedVersion: number) =>
    transitionAssignment(tx, operationLog, {
      assignmentId,
      action: 'sign',
      expectedVersion,
      actor: viewer,
      patch: { signedAt: clock.now(), signedBy: viewer.id },
    });

  /** Transition, then the feedback row with the next round; the caller's transaction holds both. */
  async function applyFeedback(
    tx: Tx,
    viewer: Principal,
    assignment: WarningAssignmentRow,
    form: FeedbackForm,
    expectedVersion: number,
  ) {
    const state = assignment.state;
    const isNotFoundYet = form.result === NOT_FOUND_YET;
    // The re-contact rule: 确实找不到 only with the configured attempts on record (the version check
    // below makes sure they are still the attempts read here).
    if (form.result === NOT_FOUND && !mayCloseAsNotFound(assignment.contactAttempts, recontact))
      throw attemptsRequired(assignment.contactAttempts, recontact.attemptsRequired);
    // An impossible combination still goes through the transition, which answers the right 409.
    const action =
      actionOf(state, form) ?? (isNotFoundYet ? 'unreachable' : form.isFinal ? 'feedback' : 'secondFeedback');
    const now = clock.now();
    const attempts = assignment.contactAttempts + 1;
    const nextDue = isNotFoundYet ? nextAttemptDueAt(attempts, now, recontact) : null;
    const updated = await transitionAssignment(tx, operationLog, {
      assignmentId: assignment.id,
      action,
      expectedVersion,
      actor: viewer,
      patch: {
        ...(form.isFinal ? { fedBackAt: now } : {}),
        ...(form.fraudTypeCode ? { fraudTypeCode: form.fraudTypeCode } : {}),
        ...(form.regradedLevel ? { level: form.regradedLevel } : {}),
        // Each attempt not reaching the victim is counted; any other feedback ends the wait.
        ...(isNotFoundYet ? { contactAttempts: attempts } : {}),
        nextAttemptDue: nextDue,
      },
      remark: nextDue
        ? `第 ${attempts} 次联系暂时找不到（${form.notConnectedReason ?? '未接通'}），下次联系 ${formatChinaDateTime(nextDue)}${form.remark ? `：${form.remark}` : ''}`
        : (form.remark ?? form.result),
    });
    const round = await feedbacks.nextRound(tx, assignment.id);
    const feedbackId = newId();
    await feedbacks.insert(tx, {
      ...form,
      id: feedbackId,
      assignmentId: assignment.id,
      warningId: assignment.warningId,
      round,
      fraudTime: form.fraudTime ? new Date(form.fraudTime) : null,
      orgId: viewer.orgId,
      createdBy: viewer.id,
      createdByName: viewer.name,
      createdAt: now,
    });
    // The checklist is read on the history apart from the feedback's own entry: one line, the items not done named.
    if (form.visitChecklist?.length)
      await operationLog.record(
        {
          ...loggedActor(viewer),
          action: 'feedback.visitChecklist',
          entityType: 'warning_assignment',
          entityId: assignment.id,
          remark: visitChecklistSummary(form.visitChecklist),
        },
        tx,
      );
    await handled?.notify(tx, {
      warningId: assignment.warningId,
      assignmentId: assignment.id,
      orgId: assignment.orgId,
      isFinal: form.isFinal,
      defrauded: form.defrauded,
      amountLost: form.amountLost ?? null,
      fraudTypeCode: form.fraudTypeCode ?? assignment.fraudTypeCode,
      handledAt: now,
      by: viewer,
    });
    return { updated, feedbackId };
  }

  /** The photos belong to the feedback from now on; keys of another organisation or already used are refused. */
  const attachPhotos = (tx: Tx, viewer: Principal, form: FeedbackForm, feedbackId: string) =>
    attachFeedbackPhotos(tx, { keys: form.photos ?? [], orgId: viewer.orgId, feedbackId, now: clock.now() });

  return {
    async sign(viewer: Principal, body: { assignmentId: string; version: number }): Promise<AssignmentChange> {
      await held(viewer, body.assignmentId);
      const signed = await inTransaction((tx) => sign(tx, viewer, body.assignmentId, body.version));
      announce([signed]);
      return changeOf(signed);
    },

    async feedback(viewer: Principal, body: FeedbackBody): Promise<AssignmentChange> {
      const assignment = await held(viewer, body.assignmentId);
      const { assignmentId: _id, version, ...form } = body;
      const updated = await inTransaction(async (tx) => {
        const applied = await applyFeedback(tx, viewer, assignment, form, version);
        await attachPhotos(tx, viewer, form, applied.feedbackId);
        return applied.updated;
      });
      announce([updated]);
      return changeOf(updated);
    },

    /** One feedback for every open warning of the same person held by the caller's organisation. */
    async syncHandle(viewer: Principal, body: FeedbackForm & { assignmentId: string }): Promise<{ updated: number }> {
      const reference = await held(viewer, body.assignmentId);
      const { assignmentId: _id, ...form } = body;
      const changed: WarningAssignmentRow[] = [];
      const result = await inTransaction(async (tx) => {
        let updated = 0;
        let firstFeedbackId: string | undefined;
        for (const open of await repository.openOfPersonInOrg(tx, reference.personKey, viewer.orgId)) {
          const current = open.state === 'PENDING_SIGN' ? await sign(tx, viewer, open.id, open.version) : open;
          // A waiting warning takes a final feedback or another attempt; an interim one leaves it as it is.
          if (!actionOf(current.state, form)) continue;
          const applied = await applyFeedback(tx, viewer, current, form, current.version);
          firstFeedbackId ??= applied.feedbackId;
          changed.push(applied.updated);
          updated += 1;
        }
        // The same photos go with every feedback of the round; they are recorded as the first one's
        // (all these assignments are the caller's organisation's, so the same callers may see them).
        if (firstFeedbackId) await attachPhotos(tx, viewer, form, firstFeedbackId);
        return { updated };
      });
      announce(changed);
      return result;
    },
  };
}
export type EarlyWarningHandlingService = ReturnType<typeof createEarlyWarningHandlingService>;
