import type { CircleMemberState } from '@afp/contract';

/** What may happen to a member: consent first (accept / decline), removal any time, a new invitation after. */
export type MemberAction = 'accept' | 'decline' | 'remove' | 'reinvite';

const MEMBER_MOVES: Record<MemberAction, Partial<Record<CircleMemberState, CircleMemberState>>> = {
  accept: { INVITED: 'ACTIVE' },
  decline: { INVITED: 'DECLINED' },
  remove: { INVITED: 'REMOVED', ACTIVE: 'REMOVED' },
  reinvite: { DECLINED: 'INVITED', REMOVED: 'INVITED' },
};

/** The member's next state, or undefined when the move is illegal from `state`. */
export const nextMemberState = (state: CircleMemberState, action: MemberAction): CircleMemberState | undefined =>
  MEMBER_MOVES[action][state];

export const MEMBER_ACTION_NAMES: Record<MemberAction, string> = {
  accept: '接受邀请',
  decline: '拒绝邀请',
  remove: '移除成员',
  reinvite: '重新邀请',
};

/** A member counts in the circle (for duplicates of the same phone) until declined or removed. */
export const isInCircle = (state: CircleMemberState): boolean => state === 'INVITED' || state === 'ACTIVE';

/** Told of new warnings on the owner: active members who asked to be. */
export const isAlerted = (member: { status: CircleMemberState; notify: boolean }): boolean =>
  member.status === 'ACTIVE' && member.notify;

/** The link an invited member opens (the web app's invitation page). */
export const invitationPathOf = (token: string): string =>
  `/#/pages/circle-invitation?token=${encodeURIComponent(token)}`;
