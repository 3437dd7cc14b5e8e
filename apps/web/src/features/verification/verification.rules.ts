import {
  VERIFICATION_NOTE_MAX,
  VERIFICATION_REASON_MAX,
  VERIFICATION_REASON_MIN,
  type BodyOf,
  type VERIFICATION_ENDPOINTS,
  type VerificationDetail,
  type VerificationStage,
  type VerificationState,
} from '@afp/contract';
import type { Checked } from '../../lib/forms';

export type PassBody = BodyOf<typeof VERIFICATION_ENDPOINTS.verify>;
export type RefuseBody = BodyOf<typeof VERIFICATION_ENDPOINTS.refuse>;

export const STATE_COLOR: Record<VerificationState, 'primary' | 'warning' | 'success' | 'danger'> = {
  PENDING_VERIFY: 'primary',
  PENDING_REVIEW: 'warning',
  REVIEWED: 'success',
  REFUSED: 'danger',
};

/** Whether the caller may act on the item at this stage (the server's answer, for this page's stage). */
export const mayActAt = (item: Pick<VerificationDetail, 'mayVerify' | 'mayReview'>, stage: VerificationStage) =>
  stage === 'verify' ? item.mayVerify : item.mayReview;

export const EMPTY_PASS = { note: '' };
export const EMPTY_REFUSE = { reason: '' };

/** 通过: the note is optional and bounded. */
export function checkPass(
  form: typeof EMPTY_PASS,
  item: { id: string; version: number },
): Checked<PassBody, Partial<Record<'note', string>>> {
  const note = form.note.trim();
  if (note.length > VERIFICATION_NOTE_MAX) return { problems: { note: `说明最多${VERIFICATION_NOTE_MAX}字` } };
  return { body: { id: item.id, version: item.version, ...(note ? { note } : {}) } };
}

/** 退回: the reason is required, at least a few characters, bounded. */
export function checkRefuse(
  form: typeof EMPTY_REFUSE,
  item: { id: string; version: number },
  stage: VerificationStage,
): Checked<RefuseBody, Partial<Record<'reason', string>>> {
  const reason = form.reason.trim();
  if (reason.length < VERIFICATION_REASON_MIN)
    return { problems: { reason: `请填写退回原因（至少${VERIFICATION_REASON_MIN}个字）` } };
  if (reason.length > VERIFICATION_REASON_MAX)
    return { problems: { reason: `退回原因最多${VERIFICATION_REASON_MAX}字` } };
  return { body: { id: item.id, version: item.version, stage, reason } };
}
