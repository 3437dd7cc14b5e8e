import { assignmentStateSchema, type AssignmentState } from '@afp/contract';
import { describe, expect, it } from 'vitest';
import {
  canApply,
  deadlinesAt,
  feedbackAction,
  isOverdue,
  TRANSITIONS,
  type AssignmentAction,
} from './assignment.rules.ts';

const ALL_STATES: readonly AssignmentState[] = assignmentStateSchema.options;

describe('transition table', () => {
  const legal: [AssignmentAction, AssignmentState, AssignmentState | 'restore'][] = [
    ['sign', 'PENDING_SIGN', 'HANDLING'],
    ['feedback', 'HANDLING', 'FED_BACK'],
    ['feedback', 'WAITING_SECOND_FEEDBACK', 'FED_BACK'],
    ['secondFeedback', 'HANDLING', 'WAITING_SECOND_FEEDBACK'],
    ['unreachable', 'HANDLING', 'WAITING_SECOND_FEEDBACK'],
    ['unreachable', 'WAITING_SECOND_FEEDBACK', 'WAITING_SECOND_FEEDBACK'],
    ['returnVisitUnreachable', 'FED_BACK', 'FED_BACK'],
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
