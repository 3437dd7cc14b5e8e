import { CIRCLE_MEMBER_STATES, keysOf, type CircleMemberState } from '@afp/contract';
import { describe, expect, it } from 'vitest';
import {
  invitationPathOf,
  isAlerted,
  isInCircle,
  nextMemberState,
  type MemberAction,
} from './protection-circle.rules.ts';

const STATES = keysOf(CIRCLE_MEMBER_STATES);
const ACTIONS: MemberAction[] = ['accept', 'decline', 'remove', 'reinvite'];

describe('circle member transitions', () => {
  it('allows exactly INVITED → ACTIVE | DECLINED | REMOVED, ACTIVE → REMOVED and a new invitation after', () => {
    const allowed = STATES.flatMap((from) =>
      ACTIONS.flatMap((action) => {
        const to = nextMemberState(from, action);
        return to ? [`${from} -${action}-> ${to}`] : [];
      }),
    );
    expect(allowed.sort()).toEqual(
      [
        'INVITED -accept-> ACTIVE',
        'INVITED -decline-> DECLINED',
        'INVITED -remove-> REMOVED',
        'ACTIVE -remove-> REMOVED',
        'DECLINED -reinvite-> INVITED',
        'REMOVED -reinvite-> INVITED',
      ].sort(),
    );
  });

  it('refuses accepting twice, declining an active member and removing a removed one', () => {
    expect(nextMemberState('ACTIVE', 'accept')).toBeUndefined();
    expect(nextMemberState('ACTIVE', 'decline')).toBeUndefined();
    expect(nextMemberState('REMOVED', 'remove')).toBeUndefined();
    expect(nextMemberState('DECLINED', 'accept')).toBeUndefined();
  });

  it('counts invited and active members in the circle, alerts only active ones who asked', () => {
    const inCircle = STATES.filter((state: CircleMemberState) => isInCircle(state));
    expect(inCircle).toEqual(['INVITED', 'ACTIVE']);
    expect(isAlerted({ status: 'ACTIVE', notify: true })).toBe(true);
    expect(isAlerted({ status: 'ACTIVE', notify: false })).toBe(false);
    expect(isAlerted({ status: 'INVITED', notify: true })).toBe(false);
  });

  it('puts the token into the invitation link encoded', () => {
    expect(invitationPathOf('a+b/c')).toBe('/#/pages/circle-invitation?token=a%2Bb%2Fc');
  });
});
