import { isHolder, type AssignmentState, type Caller, type ContactChannel } from '@afp/contract';
import { FORMER_HOLDER_STATES } from '../../core/assignment/index.ts';

/** The operation-log action of a tap on 拨打电话 / 发送短信. */
export const CONTACT_ACTIONS: Record<ContactChannel, string> = { phone: 'contact.phone', sms: 'contact.sms' };

/** A repeat tap on the same channel within this window answers the earlier entry: a tap storm logs once. */
export const CONTACT_REPEAT_WINDOW_MS = 60_000;

export type ContactRefusal = 'notHolder' | 'closed';

/**
 * Why the caller may not contact the victim of this assignment, if so. Only the guards of the
 * organisation holding it now (those who see the whole phone; the centre's own contact is its
 * return visit 回访), and only until it is closed.
 */
export function contactRefusal(
  caller: Pick<Caller, 'loginType' | 'orgId'>,
  assignment: { orgId: string; state: AssignmentState },
): ContactRefusal | undefined {
  if (!isHolder(caller, assignment) || FORMER_HOLDER_STATES.includes(assignment.state)) return 'notHolder';
  if (assignment.state === 'CLOSED') return 'closed';
  return undefined;
}
