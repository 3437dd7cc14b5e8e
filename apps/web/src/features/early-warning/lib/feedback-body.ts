import { needsVisitChecklist, type FeedbackBody, type VisitCheckAnswer } from '@afp/contract';
import type { FeedbackDraft } from '../hooks/feedback-draft.store';

export type FeedbackFields = Omit<FeedbackBody, 'assignmentId' | 'version'>;

/** Form field that shows a body field's problem (the picker keeps a Date, the body an ISO string). */
export const formFieldOf = (field: string): string => (field === 'fraudTime' ? 'fraudDate' : field);

/** The facts a guard must choose (nothing is pre-selected): the form refuses to send without them. */
type ChosenFacts = Pick<FeedbackFields, 'channels' | 'contactTarget' | 'connected' | 'defrauded' | 'isFinal'>;
export type ChosenDraft = FeedbackDraft & ChosenFacts;

export const hasChosenFacts = (draft: FeedbackDraft): draft is ChosenDraft =>
  Boolean(draft.channels?.length) &&
  draft.contactTarget !== undefined &&
  draft.connected !== undefined &&
  draft.defrauded !== undefined &&
  draft.isFinal !== undefined;

const text = (value: string | undefined): string | undefined => (value?.trim() ? value.trim() : undefined);

/** The checklist as sent: reasons trimmed, and only where an item was not done. */
const checklistOf = (answers: VisitCheckAnswer[] | undefined): VisitCheckAnswer[] | undefined =>
  answers?.map(({ item, done, reason }) => (done ? { item, done } : { item, done, reason: text(reason) }));

/** The body as the API takes it, dropping fields that do not apply to the choices made. */
export function toFeedbackFields(draft: ChosenDraft): FeedbackFields {
  const { manualAddress, channels, connected } = draft;
  const isRelative = draft.contactTarget === 'relative';
  const isDefrauded = draft.defrauded === 'YES';
  const remark = [text(draft.remark), manualAddress?.trim() ? `处置地点：${manualAddress.trim()}` : undefined]
    .filter(Boolean)
    .join('\n');
  return {
    channels,
    smsContent: channels.includes('sms') ? text(draft.smsContent) : undefined,
    contactTarget: draft.contactTarget,
    relativeName: isRelative ? text(draft.relativeName) : undefined,
    relativePhone: isRelative ? text(draft.relativePhone) : undefined,
    relativeRelation: isRelative ? text(draft.relativeRelation) : undefined,
    connected,
    notConnectedReason: connected ? undefined : draft.notConnectedReason,
    defrauded: draft.defrauded,
    dissuasion: connected ? draft.dissuasion : undefined,
    fraudTypeCode: draft.fraudTypeCode,
    regradedLevel: draft.regradedLevel,
    // Amounts and the fraud time belong to a victim who was defrauded.
    amountLost: isDefrauded ? text(draft.amountLost) : undefined,
    amountDissuaded: isDefrauded ? text(draft.amountDissuaded) : undefined,
    amountStopped: isDefrauded ? text(draft.amountStopped) : undefined,
    fraudTime: isDefrauded ? draft.fraudDate : undefined,
    accountInvolved: text(draft.accountInvolved),
    result: draft.result,
    visitResult: channels.includes('visit') ? text(draft.visitResult) : undefined,
    location: draft.location,
    photos: draft.photos?.length ? draft.photos : undefined,
    remark: remark || undefined,
    visitChecklist: needsVisitChecklist({ channels, connected }) ? checklistOf(draft.visitChecklist) : undefined,
    isFinal: draft.isFinal,
  };
}
