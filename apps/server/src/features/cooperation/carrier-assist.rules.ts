import {
  CARRIER_ASSIST_DEADLINE_MINUTES,
  CARRIER_ASSIST_HELPS,
  CARRIER_ASSIST_OUTCOMES,
  type CarrierAssistOutcome,
  isCentre,
  isHolder,
  type AssignmentState,
  type CarrierAssistHelp,
  type CarrierAssistRefusal,
  type Caller,
} from '@afp/contract';
import { FORMER_HOLDER_STATES } from '../../core/assignment/index.ts';
import { maskNumbersInText } from '../../core/personal-data.ts';

/**
 * The warning assignment's own log entries (the request and the answer), which its 处置进度 timeline
 * shows (early-warning presenter); the task's own moves are logged on the task.
 */
export const CARRIER_ASSIST_LOG = { ask: 'carrier_assist.ask', answer: 'carrier_assist.answer' } as const;
export const ASSIGNMENT_ENTITY = 'warning_assignment';

/** What the carrier is asked, in the words of the task it sees (no victim data beyond the number). */
export const CARRIER_ASSIST_ASKS: Record<CarrierAssistHelp, string> = {
  SMS_REMINDER: '请向该号码发送反诈提醒短信，并反馈发送情况。',
  CALL_DISSUASION: '请对该号码外呼劝阻，提醒机主正在遭遇诈骗，并反馈接通与劝阻情况。',
  LINKED_NUMBERS: '请提供该号码机主名下可联系的其他号码（关联号码），以便民警再次联系。',
};

/**
 * Why the caller may not ask the carrier now, if so (checked in this order): only the guards of
 * the organisation holding the warning, or the centre; not once it is closed; only after a contact
 * that did not get through is on record; only for a number of a known carrier that is a partner.
 */
export function carrierAssistRefusal(
  caller: Pick<Caller, 'loginType' | 'orgId' | 'orgLevel'>,
  assignment: { orgId: string; state: AssignmentState },
  facts: { hasFailedContact: boolean; hasCarrier: boolean; hasPartner: boolean },
): CarrierAssistRefusal | null {
  const holds = isHolder(caller, assignment) && !FORMER_HOLDER_STATES.includes(assignment.state);
  const centre = caller.loginType === 'oa' && isCentre(caller);
  if (!holds && !centre) return 'notHolder';
  if (assignment.state === 'CLOSED') return 'closed';
  if (!facts.hasFailedContact) return 'noFailedContact';
  if (!facts.hasCarrier) return 'noCarrier';
  if (!facts.hasPartner) return 'noPartner';
  return null;
}

/** When the carrier's answer is due: the chosen minutes (one of the offered), else the first. */
export const carrierAssistDeadlineOf = (from: Date, minutes?: number): Date =>
  new Date(from.getTime() + (minutes ?? CARRIER_ASSIST_DEADLINE_MINUTES[0]) * 60_000);

/** The request's title in the carrier's list. */
export const carrierAssistTitleOf = (help: CarrierAssistHelp): string => `运营商协助：${CARRIER_ASSIST_HELPS[help]}`;

/**
 * The answer as the warning's timeline reads it: 外呼劝阻：已协助：<what the carrier did or why not>.
 * Everyone who sees the warning reads its timeline, so numbers in the note (关联号码) are masked here;
 * the holder and the centre read them whole on the 运营商协助 card.
 */
export const carrierAssistAnswerRemark = (
  help: CarrierAssistHelp,
  outcome: CarrierAssistOutcome,
  note: string | undefined,
): string =>
  [CARRIER_ASSIST_HELPS[help], CARRIER_ASSIST_OUTCOMES[outcome], note && maskNumbersInText(note)]
    .filter(Boolean)
    .join('：');
