import {
  STAGE_STATE,
  VERIFICATION_ENDPOINTS,
  isInSubtree,
  isOaAdministrator,
  type Page,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type VerificationCounts,
  type VerificationDetail,
  type VerificationItem,
  type VerificationStatus,
} from '@afp/contract';
import type { Clock } from '../../clock.ts';
import { keysetPage } from '../../core/keyset-page.ts';
import type { Principal } from '../../core/principal.ts';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { Verification } from './verification.desk.ts';
import { itemNotFound } from './verification.errors.ts';
import { presentDetail, presentItem, presentStatus } from './verification.presenter.ts';
import type { ItemView, QueueFilter } from './verification.repository.ts';
import { mayReviewItem, mayVerifyItem, maySeeItem, refuseActionOf, type CallerGroups } from './verification.rules.ts';

type E = typeof VERIFICATION_ENDPOINTS;

/** The queues, the detail and the moves of 核查 and 复核 (oa staff), and the submitter's status read. */
export function createVerificationService({
  db,
  clock,
  verification,
}: {
  db: Db;
  clock: Clock;
  verification: Verification;
}) {
  const { repository, moveItem } = verification.internal;
  const { verifiableKinds } = verification;

  const groupsOf = (caller: Principal): Promise<CallerGroups> =>
    caller.loginType === 'oa' ? repository.groupsOf(caller.id) : Promise.resolve({ verify: [], review: [] });

  /** An item the caller may see, else 404 (ids from elsewhere look missing). */
  async function visibleItem(caller: Principal, id: string, groups: CallerGroups): Promise<ItemView> {
    const view = await repository.view(id);
    if (!view || !maySeeItem(caller, view.item, groups)) throw itemNotFound();
    return view;
  }

  async function detailOf(caller: Principal, view: ItemView, groups: CallerGroups): Promise<VerificationDetail> {
    const [description, history] = await Promise.all([
      verifiableKinds.describe(db, view.item.kind, view.item.subjectId),
      repository.history(view.item.id),
    ]);
    return presentDetail(view, {
      description,
      history,
      mayVerify: view.item.state === 'PENDING_VERIFY' && mayVerifyItem(caller, view.item, groups),
      mayReview: view.item.state === 'PENDING_REVIEW' && mayReviewItem(caller, view.item, groups),
    });
  }

  /** The queue of a stage over the caller's groups (administrators: also their subtree at 核查). */
  function queueOf(
    caller: Principal,
    groups: CallerGroups,
    stage: 'verify' | 'review',
    groupId?: string,
  ): QueueFilter | undefined {
    const own = stage === 'verify' ? groups.verify : groups.review;
    if (groupId !== undefined && !own.includes(groupId)) return undefined;
    const picked = groupId === undefined ? own : [groupId];
    if (stage === 'review') return { state: STAGE_STATE.review, reviewGroupIds: picked, readerId: caller.id };
    const admin = isOaAdministrator(caller) && groupId === undefined;
    return {
      state: STAGE_STATE.verify,
      verifyGroupIds: picked,
      orgPath: admin ? caller.orgPath : undefined,
      readerId: caller.id,
    };
  }

  /** 通过 at the stage: the item moves on, and at 复核 the subject's feature marks it verified. */
  async function pass(caller: Principal, body: ParsedBodyOf<E['verify']>, stage: 'verify' | 'review') {
    const groups = await groupsOf(caller);
    const view = await visibleItem(caller, body.id, groups);
    const item = view.item;
    const may = stage === 'verify' ? mayVerifyItem(caller, item, groups) : mayReviewItem(caller, item, groups);
    if (!may) throw forbidden(stage === 'verify' ? '无权核查该事项' : '无权复核该事项（核查人不能复核同一事项）');
    const now = clock.now();
    await db.transaction(async (tx) => {
      if (stage === 'verify') {
        await moveItem(
          tx,
          item,
          body.version,
          'verify',
          caller,
          {
            verifiedBy: caller.id,
            verifiedByName: caller.name,
            verifiedAt: now,
          },
          body.note || null,
        );
        return;
      }
      await moveItem(
        tx,
        item,
        body.version,
        'review',
        caller,
        {
          reviewedBy: caller.id,
          reviewedByName: caller.name,
          reviewedAt: now,
        },
        body.note || null,
      );
      await verifiableKinds.of(item.kind)?.onReviewed(tx, item.subjectId, caller);
    });
    return detailOf(caller, (await repository.view(item.id))!, groups);
  }

  return {
    async page(caller: Principal, query: ParsedQueryOf<E['page']>): Promise<Page<VerificationItem>> {
      const groups = await groupsOf(caller);
      const queue = queueOf(caller, groups, query.stage, query.groupId);
      if (!queue) throw notFound('核查组不存在');
      return keysetPage(
        query,
        (slice) =>
          repository.queue({
            ...queue,
            kind: query.kind,
            ...slice,
          }),
        {
          positionOf: (row) => ({ micros: row.submittedMicros, id: row.item.id }),
          present: (pageRows) => pageRows.map(presentItem),
        },
      );
    },

    async counts(caller: Principal): Promise<VerificationCounts> {
      const groups = await groupsOf(caller);
      const [pendingVerify, pendingReview] = await Promise.all([
        repository.countQueue(queueOf(caller, groups, 'verify')!),
        repository.countQueue(queueOf(caller, groups, 'review')!),
      ]);
      return { pendingVerify, pendingReview };
    },

    async info(caller: Principal, id: string): Promise<VerificationDetail> {
      const groups = await groupsOf(caller);
      return detailOf(caller, await visibleItem(caller, id, groups), groups);
    },

    verify: (caller: Principal, body: ParsedBodyOf<E['verify']>) => pass(caller, body, 'verify'),
    review: (caller: Principal, body: ParsedBodyOf<E['review']>) => pass(caller, body, 'review'),

    /** 退回 with a reason at the item's stage: the subject goes back to its submitter. */
    async refuse(caller: Principal, body: ParsedBodyOf<E['refuse']>): Promise<VerificationDetail> {
      const groups = await groupsOf(caller);
      const view = await visibleItem(caller, body.id, groups);
      const item = view.item;
      const may = body.stage === 'verify' ? mayVerifyItem(caller, item, groups) : mayReviewItem(caller, item, groups);
      if (!may) throw forbidden(body.stage === 'verify' ? '无权核查该事项' : '无权复核该事项');
      await db.transaction(async (tx) => {
        const moved = await moveItem(
          tx,
          item,
          body.version,
          refuseActionOf(body.stage),
          caller,
          {
            refusedStage: body.stage,
            refuseReason: body.reason,
          },
          body.reason,
        );
        await verifiableKinds.of(item.kind)?.onRefused(tx, item.subjectId, body.reason, caller);
        await verification.noticeRefusal(tx, moved);
        return moved;
      });
      return detailOf(caller, (await repository.view(item.id))!, groups);
    },

    /** The submitter's side: a subject's status when its organisation is in the caller's subtree. */
    async status(caller: Principal, query: ParsedQueryOf<E['status']>): Promise<VerificationStatus | null> {
      const row = await repository.bySubject(query.kind, query.subjectId);
      if (!row) return null;
      if (!isInSubtree(row.orgPath, caller.orgPath) && !maySeeItem(caller, row, await groupsOf(caller))) return null;
      return presentStatus(row);
    },
  };
}
export type VerificationService = ReturnType<typeof createVerificationService>;
