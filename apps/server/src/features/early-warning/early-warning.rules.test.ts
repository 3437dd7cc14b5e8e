import { ASSIGNMENT_STATES, type AssignmentState } from '@afp/contract';
import { describe, expect, it } from 'vitest';
import {
  decodeCursor,
  encodeCursor,
  isEntitledToWhole,
  likePrefix,
  listScopeOf,
  type Viewer,
} from './early-warning-page.rules.ts';
import {
  canApply,
  deadlinesAt,
  feedbackAction,
  isOverdue,
  maskAddress,
  maskBankCard,
  maskIdNumber,
  maskName,
  maskPhone,
  personKeyOf,
  TRANSITIONS,
  type AssignmentAction,
} from './early-warning.rules.ts';

const ALL_STATES = Object.keys(ASSIGNMENT_STATES) as AssignmentState[];

describe('transition table', () => {
  const legal: [AssignmentAction, AssignmentState, AssignmentState | 'restore'][] = [
    ['sign', 'PENDING_SIGN', 'HANDLING'],
    ['feedback', 'HANDLING', 'FED_BACK'],
    ['feedback', 'WAITING_SECOND_FEEDBACK', 'FED_BACK'],
    ['secondFeedback', 'HANDLING', 'WAITING_SECOND_FEEDBACK'],
    ['reject', 'FED_BACK', 'HANDLING'],
    ['close', 'FED_BACK', 'CLOSED'],
    ['requestTransfer', 'PENDING_SIGN', 'TRANSFERRING'],
    ['requestTransfer', 'HANDLING', 'TRANSFERRING'],
    ['cancelTransfer', 'TRANSFERRING', 'restore'],
    ['completeTransfer', 'TRANSFERRING', 'TRANSFERRED'],
    ['merge', 'PENDING_SIGN', 'MERGED'],
    ['merge', 'HANDLING', 'MERGED'],
    ['merge', 'WAITING_SECOND_FEEDBACK', 'MERGED'],
  ];
  it.each(legal)('%s from %s leads to %s', (action, from, to) => {
    expect(canApply(action, from)).toBe(true);
    expect(TRANSITIONS[action].to).toBe(to);
  });

  it('allows nothing else: every (action, state) pair outside the legal list is illegal', () => {
    for (const action of Object.keys(TRANSITIONS) as AssignmentAction[]) {
      for (const state of ALL_STATES) {
        const isLegal = legal.some(([a, from]) => a === action && from === state);
        expect(canApply(action, state), `${action} from ${state}`).toBe(isLegal);
      }
    }
  });

  it('ends transferred, merged and closed assignments for good', () => {
    for (const state of ['TRANSFERRED', 'MERGED', 'CLOSED'] as const) {
      expect((Object.keys(TRANSITIONS) as AssignmentAction[]).filter((a) => canApply(a, state))).toEqual([]);
    }
  });

  it('picks the feedback action from the state and the "final" flag', () => {
    expect(feedbackAction('HANDLING', true)).toBe('feedback');
    expect(feedbackAction('HANDLING', false)).toBe('secondFeedback');
    expect(feedbackAction('WAITING_SECOND_FEEDBACK', true)).toBe('feedback');
    expect(feedbackAction('WAITING_SECOND_FEEDBACK', false)).toBeUndefined();
    expect(feedbackAction('PENDING_SIGN', true)).toBeUndefined();
    expect(feedbackAction('FED_BACK', true)).toBeUndefined();
  });
});

describe('deadlines and overdue', () => {
  const dispatched = new Date('2026-01-05T09:00:00+08:00');
  const minutes = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 60_000;

  it.each([
    [1, 5, 60],
    [2, 5, 60],
    [3, 30, 1440],
    [4, 120, 1440],
  ] as const)('level %i: sign in %i min, feed back in %i min', (level, sign, feedback) => {
    const { signDeadline, feedbackDeadline } = deadlinesAt(dispatched, level);
    expect(minutes(dispatched, signDeadline)).toBe(sign);
    expect(minutes(dispatched, feedbackDeadline)).toBe(feedback);
  });

  it('uses the configured minutes when given', () => {
    const config = {
      1: { signMinutes: 1, feedbackMinutes: 2 },
      2: { signMinutes: 3, feedbackMinutes: 4 },
      3: { signMinutes: 5, feedbackMinutes: 6 },
      4: { signMinutes: 7, feedbackMinutes: 8 },
    };
    expect(minutes(dispatched, deadlinesAt(dispatched, 4, config).signDeadline)).toBe(7);
  });

  it('derives overdue from the state and a fixed now', () => {
    const { signDeadline, feedbackDeadline } = deadlinesAt(dispatched, 1);
    const assignment = (state: AssignmentState) => ({ state, signDeadline, feedbackDeadline });
    const at = (m: number) => new Date(dispatched.getTime() + m * 60_000);
    expect(isOverdue(assignment('PENDING_SIGN'), at(5))).toBe(false);
    expect(isOverdue(assignment('PENDING_SIGN'), at(6))).toBe(true);
    expect(isOverdue(assignment('HANDLING'), at(59))).toBe(false);
    expect(isOverdue(assignment('HANDLING'), at(61))).toBe(true);
    expect(isOverdue(assignment('WAITING_SECOND_FEEDBACK'), at(61))).toBe(true);
    expect(isOverdue(assignment('FED_BACK'), at(10_000))).toBe(false);
    expect(isOverdue(assignment('TRANSFERRED'), at(10_000))).toBe(false);
    expect(isOverdue({ state: 'HANDLING', signDeadline, feedbackDeadline: null }, at(10_000))).toBe(false);
  });
});

describe('masking', () => {
  it('masks ID numbers, phones, bank cards, names and addresses', () => {
    expect(maskIdNumber('110101199001011234')).toBe('110***********1234');
    expect(maskPhone('13812341234')).toBe('138****1234');
    expect(maskBankCard('6222021234567890123')).toBe('6222***********0123');
    expect(maskName('张三丰')).toBe('张*丰');
    expect(maskName('李四')).toBe('李*');
    expect(maskName('欧阳小明')).toBe('欧**明');
    expect(maskAddress('江澜市东湖区湖滨路8号')).toBe('江澜市东湖区****');
    expect([maskPhone(null), maskIdNumber(null), maskAddress(null)]).toEqual(['', '', null]);
    expect(maskPhone('12345')).toBe('*****');
  });

  it('keys a person by ID number, else phone, else name', () => {
    expect(personKeyOf({ idNumber: '110101199001011234', phone: '13812341234', name: '张三' })).toBe(
      '110101199001011234',
    );
    expect(personKeyOf({ idNumber: null, phone: '13812341234', name: '张三' })).toBe('13812341234');
    expect(personKeyOf({ name: '张三' })).toBe('name:张三');
  });
});

describe('list scope, entitlement and cursor', () => {
  const viewer = (over: Partial<Viewer>): Viewer => ({
    loginType: 'guard',
    id: 'g',
    name: 'n',
    orgId: 'org-d1-s1-c1',
    orgPath: '/org-centre/org-d1/org-d1-s1/org-d1-s1-c1/',
    orgLevel: 4,
    roleType: 1,
    ...over,
  });

  it('keeps plain guards to their organisation and lets admins choose', () => {
    expect(listScopeOf(viewer({}), 'subtree')).toBe('mine');
    expect(listScopeOf(viewer({ roleType: 3 }))).toBe('subtree');
    expect(listScopeOf(viewer({ roleType: 3 }), 'mine')).toBe('mine');
    expect(listScopeOf(viewer({ loginType: 'oa', roleType: null }))).toBe('subtree');
  });

  it('shows whole data to the holding organisation and the centre only', () => {
    expect(isEntitledToWhole(viewer({}), 'org-d1-s1-c1')).toBe(true);
    expect(isEntitledToWhole(viewer({}), 'org-d1-s1-c2')).toBe(false);
    expect(isEntitledToWhole(viewer({ roleType: 3, orgId: 'org-d1-s1', orgLevel: 3 }), 'org-d1-s1-c1')).toBe(false);
    expect(isEntitledToWhole(viewer({ loginType: 'oa', orgId: 'org-centre', orgLevel: 1 }), 'org-d1-s1-c1')).toBe(true);
  });

  it('round-trips the cursor and refuses garbage', () => {
    const cursor = { pushedMicros: '1583024400123456', id: 'abc', counted: 42 };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(() => decodeCursor('garbage')).toThrow();
    expect(() => decodeCursor(Buffer.from('["1; drop", "x", 1]').toString('base64url'))).toThrow();
    expect(() => decodeCursor(Buffer.from('["1", "x", -1]').toString('base64url'))).toThrow();
  });

  it('escapes LIKE wildcards in paths', () => {
    expect(likePrefix('/a_b%c/')).toBe('/a\\_b\\%c/%');
  });
});
