import {
  isInSubtree,
  isOaAdministrator,
  VERIFIABLE_KINDS,
  VERIFICATION_STAGES,
  type Caller,
  type VerifiableKind,
  type LoginType,
  type VerificationStage,
  type VerificationState,
} from '@afp/contract';

/** What may happen to a verification item (DESIGN §4.8). Anything not listed answers 409. */
export const VERIFICATION_TRANSITIONS = {
  /** The submitter fixed the subject after a refusal and sends it again (a new round). */
  resubmit: { from: ['REFUSED'], to: 'PENDING_VERIFY' },
  /** 核查通过: on to the re-verify group. */
  verify: { from: ['PENDING_VERIFY'], to: 'PENDING_REVIEW' },
  /** 复核通过: done; the subject's feature marks it verified. */
  review: { from: ['PENDING_REVIEW'], to: 'REVIEWED' },
  refuseAtVerify: { from: ['PENDING_VERIFY'], to: 'REFUSED' },
  refuseAtReview: { from: ['PENDING_REVIEW'], to: 'REFUSED' },
  /** The subject's own feature decided it outside the queues (a station admin's approval): no hooks. */
  settleReviewed: { from: ['PENDING_VERIFY', 'PENDING_REVIEW'], to: 'REVIEWED' },
  settleRefused: { from: ['PENDING_VERIFY', 'PENDING_REVIEW'], to: 'REFUSED' },
} as const satisfies Record<string, { from: readonly VerificationState[]; to: VerificationState }>;
export type VerificationAction = keyof typeof VERIFICATION_TRANSITIONS;

/** The state after `action`, or undefined when the move is not allowed from `from`. */
export function nextVerificationState(
  from: VerificationState,
  action: VerificationAction,
): VerificationState | undefined {
  const move = VERIFICATION_TRANSITIONS[action];
  return (move.from as readonly VerificationState[]).includes(from) ? move.to : undefined;
}

export const refuseActionOf = (stage: VerificationStage): VerificationAction =>
  stage === 'verify' ? 'refuseAtVerify' : 'refuseAtReview';

/** The notice to the submitting organisation: which item, at which stage, and why — so it can fix it. */
export const refusalNoticeText = (
  item: { kind: VerifiableKind; title: string },
  stage: VerificationStage,
  reason: string,
): string => `${VERIFIABLE_KINDS[item.kind]}「${item.title}」${VERIFICATION_STAGES[stage]}未通过，已退回：${reason}`;

/** The caller's verify 核查 and re-verify 复核 group ids. */
export interface CallerGroups {
  verify: readonly string[];
  review: readonly string[];
}

type ItemScope = { orgPath: string; verifyGroupId: string | null; reviewGroupId: string | null };
type Submitted = { submitterType: LoginType; submitterId: string };

/** The account that submitted the item (this round): it checks nobody's work, least of all its own. */
const isSubmitter = (caller: Caller, item: Submitted): boolean =>
  item.submitterType === caller.loginType && item.submitterId === caller.id;

/** 核查: an oa administrator (within their subtree) or a member of the item's verify group — never its submitter. */
export const mayVerifyItem = (caller: Caller, item: ItemScope & Submitted, groups: CallerGroups): boolean =>
  caller.loginType === 'oa' &&
  !isSubmitter(caller, item) &&
  ((isOaAdministrator(caller) && isInSubtree(item.orgPath, caller.orgPath)) ||
    (item.verifyGroupId !== null && groups.verify.includes(item.verifyGroupId)));

/** 复核: a member of the item's re-verify group, never its submitter nor who verified the same round. */
export const mayReviewItem = (
  caller: Caller,
  item: ItemScope & Submitted & { verifiedBy: string | null },
  groups: CallerGroups,
): boolean =>
  caller.loginType === 'oa' &&
  !isSubmitter(caller, item) &&
  item.reviewGroupId !== null &&
  groups.review.includes(item.reviewGroupId) &&
  item.verifiedBy !== caller.id;

/** Who sees an item: its organisation's subtree, and the members of its groups (others' ids 404). */
export const maySeeItem = (caller: Caller, item: ItemScope, groups: CallerGroups): boolean =>
  isInSubtree(item.orgPath, caller.orgPath) ||
  (caller.loginType === 'oa' &&
    ((item.verifyGroupId !== null && groups.verify.includes(item.verifyGroupId)) ||
      (item.reviewGroupId !== null && groups.review.includes(item.reviewGroupId))));

/**
 * The group responsible for an organisation: of the groups covering one of its ancestors (or
 * itself), the one naming the deepest organisation; ties by the groups' display order.
 */
export function coveringGroup(
  orgPath: string,
  coverage: readonly { groupId: string; orgPath: string; sort: number; name: string }[],
): string | null {
  const covering = coverage
    .filter((row) => isInSubtree(orgPath, row.orgPath))
    .sort((a, b) => b.orgPath.length - a.orgPath.length || a.sort - b.sort || a.name.localeCompare(b.name));
  return covering[0]?.groupId ?? null;
}
