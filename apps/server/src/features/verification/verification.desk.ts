import type { VerifiableKind, VerificationStatus } from '@afp/contract';
import type { Clock } from '../../clock.ts';
import { move as moveRow } from '../../core/transition/index.ts';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import { newId } from '../../secrets.ts';
import type { WorkNotifier } from '../identity/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import { staleVerification } from './verification.errors.ts';
import { presentStatus } from './verification.presenter.ts';
import { createVerifiableKinds, type VerificationActor } from './verification.registry.ts';
import { createVerificationRepository, VERIFICATION_ENTITY } from './verification.repository.ts';
import { coveringGroup, refusalNoticeText, type VerificationAction } from './verification.rules.ts';
import type { VerificationItemRow } from './verification.table.ts';
import { VERIFICATION_ACTION_NAMES, VERIFICATION_WORKFLOW } from './verification.workflow.ts';

/** What a feature sends when its subject is submitted (or resubmitted after a refusal). */
export interface SubmissionInput {
  kind: VerifiableKind;
  subjectId: string;
  /** The submitting organisation: decides the responsible groups and who sees the item. */
  orgId: string;
  submitter: VerificationActor;
  /** One line naming the subject in the queues (kept to 200 characters). */
  title: string;
}

/** A decision the subject's own feature took outside the queues (no hooks run). */
export interface SettlementInput {
  kind: VerifiableKind;
  subjectId: string;
  outcome: 'REVIEWED' | 'REFUSED';
  by: VerificationActor;
  reason?: string | null;
}

/**
 * The verification's face towards other features, built once per app (`AppContext.verification`):
 * the kinds' registry, submission into the queue and the one state-change function every move of
 * an item goes through (transition table, version check, operation log).
 */
export function createVerification({
  db,
  clock,
  operationLog,
  notifier,
}: {
  db: Db;
  clock: Clock;
  operationLog: OperationLog;
  /** A refusal is noticed to the submitting organisation, whatever the kind and whoever refused. */
  notifier: WorkNotifier;
}) {
  const repository = createVerificationRepository({ db });
  const verifiableKinds = createVerifiableKinds();

  /** Moves an item by the transition table with its version, logged in the same transaction. */
  async function moveItem(
    tx: Db | Tx,
    item: VerificationItemRow,
    version: number,
    action: VerificationAction,
    actor: VerificationActor,
    set: Partial<VerificationItemRow>,
    remark?: string | null,
  ): Promise<VerificationItemRow> {
    // The state rule first, whatever the version (an item already decided answers so, not "stale").
    return moveRow(tx, VERIFICATION_WORKFLOW, { ...item, version }, action, {
      by: actor,
      log: operationLog,
      patch: { ...set, updatedAt: clock.now() },
      remark: remark ?? null,
    });
  }

  /**
   * Tells the submitting organisation why its item came back — in the refusal's own transaction
   * (the outbox): no notice speaks of a refusal that was rolled back, none is lost after its commit.
   */
  async function noticeRefusal(tx: Db | Tx, item: VerificationItemRow): Promise<void> {
    if (item.state !== 'REFUSED' || !item.refusedStage || !item.refuseReason) return;
    await notifier.notify(
      item.orgId,
      {
        kind: 'verification_refused',
        text: refusalNoticeText(item, item.refusedStage, item.refuseReason),
      },
      tx,
    );
  }

  /** The groups responsible for an organisation at submission time. */
  async function groupsFor(tx: Db | Tx, orgPath: string) {
    const [verify, review] = await Promise.all([
      repository.coverage(orgPath, 'verify', tx),
      repository.coverage(orgPath, 're_verify', tx),
    ]);
    return { verifyGroupId: coveringGroup(orgPath, verify), reviewGroupId: coveringGroup(orgPath, review) };
  }

  return {
    verifiableKinds,
    /** The verification module's own use (its routes); other features use the functions below. */
    internal: { moveItem, repository },

    /**
     * Puts a subject into the 核查 queue inside the caller's transaction: a new item, or the same
     * item reset for a new round after a refusal. 409 while it is still pending or once reviewed.
     */
    async submitForVerification(tx: Db | Tx, input: SubmissionInput): Promise<VerificationItemRow> {
      const organisation = await repository.orgOf(input.orgId, tx);
      if (!organisation) throw badRequest('提交单位不存在', undefined, 'orgId');
      const now = clock.now();
      const groups = await groupsFor(tx, organisation.path);
      const fresh = {
        title: input.title.trim().slice(0, 200) || input.kind,
        orgId: organisation.id,
        orgPath: organisation.path,
        submitterType: input.submitter.loginType,
        submitterId: input.submitter.id,
        submitterName: input.submitter.name,
        submittedAt: now,
        ...groups,
      };
      const existing = await repository.bySubject(input.kind, input.subjectId, tx);
      if (!existing) {
        const inserted = await repository.insert(tx, {
          id: newId(),
          kind: input.kind,
          subjectId: input.subjectId,
          state: 'PENDING_VERIFY',
          round: 1,
          updatedAt: now,
          ...fresh,
        });
        if (!inserted) throw staleVerification(); // the same subject submitted at the same moment
        await operationLog.record(
          logEntry(inserted, input.submitter, VERIFICATION_ACTION_NAMES.submit, null, inserted.state),
          tx,
        );
        return inserted;
      }
      return moveItem(tx, existing, existing.version, 'resubmit', input.submitter, {
        ...fresh,
        round: existing.round + 1,
        verifiedBy: null,
        verifiedByName: null,
        verifiedAt: null,
        reviewedBy: null,
        reviewedByName: null,
        reviewedAt: null,
        // The last refusal stays readable in the history; the item no longer carries it.
        refusedStage: null,
        refuseReason: null,
      });
    },

    /**
     * The subject's own feature decided it (a station admin approved or returned a visit): the
     * pending item closes the same way, without calling the kind's hooks. Nothing pending: no-op.
     * A refused item is to be passed to `noticeRefusal` in the same transaction.
     */
    async settleVerification(tx: Db | Tx, input: SettlementInput): Promise<VerificationItemRow | undefined> {
      const item = await repository.bySubject(input.kind, input.subjectId, tx);
      if (!item || (item.state !== 'PENDING_VERIFY' && item.state !== 'PENDING_REVIEW')) return undefined;
      const now = clock.now();
      const reason = input.reason?.trim() || null;
      if (input.outcome === 'REVIEWED') {
        return moveItem(
          tx,
          item,
          item.version,
          'settleReviewed',
          input.by,
          {
            reviewedBy: input.by.id,
            reviewedByName: input.by.name,
            reviewedAt: now,
          },
          reason,
        );
      }
      return moveItem(
        tx,
        item,
        item.version,
        'settleRefused',
        input.by,
        {
          refusedStage: item.state === 'PENDING_VERIFY' ? 'verify' : 'review',
          refuseReason: reason ?? '业务审核退回',
        },
        reason,
      );
    },

    noticeRefusal,

    /** The status of each submitted subject of a kind (unsubmitted ones are absent). */
    async verificationStatusOf(
      kind: VerifiableKind,
      subjectIds: readonly string[],
      tx: Db | Tx = db,
    ): Promise<Map<string, VerificationStatus>> {
      const rows = await repository.bySubjects(kind, subjectIds, tx);
      return new Map(rows.map((row) => [row.subjectId, presentStatus(row)]));
    },
  };
}
export type Verification = ReturnType<typeof createVerification>;

const logEntry = (
  item: VerificationItemRow,
  actor: VerificationActor,
  action: string,
  fromState: string | null,
  toState: string,
  remark?: string | null,
) => ({
  actorType: actor.loginType,
  actorId: actor.id,
  orgId: actor.orgId,
  action,
  entityType: VERIFICATION_ENTITY,
  entityId: item.id,
  fromState,
  toState,
  remark: remark ?? null,
});
