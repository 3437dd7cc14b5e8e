import { CARD_RECORD_STATES, keysOf } from '@afp/contract';
import { describe, expect, it } from 'vitest';
import {
  canApplyCardAction,
  cardDeadlineOf,
  CARD_TRANSITIONS,
  initialCardState,
  isCardOverdue,
} from './card-feedback.rules.ts';

const at = new Date('2026-03-01T02:00:00Z');
const minutesAfter = (minutes: number) => new Date(at.getTime() + minutes * 60_000);

describe('card record transitions', () => {
  it('allows exactly the table and nothing from CLOSED', () => {
    const allowed = keysOf(CARD_RECORD_STATES).flatMap((state) =>
      (Object.keys(CARD_TRANSITIONS) as (keyof typeof CARD_TRANSITIONS)[])
        .filter((action) => canApplyCardAction(action, state))
        .map((action) => `${state}:${action}`),
    );
    expect(allowed).toEqual([
      'PENDING_ASSIGN:assign',
      'ASSIGNED:assign',
      'ASSIGNED:feedback',
      'RETURNED:assign',
      'RETURNED:feedback',
      'FED_BACK:close',
      'FED_BACK:return',
    ]);
  });
  it('closes green records at once and leaves flagged ones to be assigned', () => {
    expect(initialCardState('GREEN')).toBe('CLOSED');
    expect(initialCardState('YELLOW')).toBe('PENDING_ASSIGN');
    expect(initialCardState('RED')).toBe('PENDING_ASSIGN');
  });
});

describe('card record deadlines', () => {
  it('gives 30 minutes while the customer waits, 24 hours otherwise, none for green', () => {
    expect(cardDeadlineOf({ riskResult: 'RED', customerWaiting: true }, at)).toEqual(minutesAfter(30));
    expect(cardDeadlineOf({ riskResult: 'YELLOW', customerWaiting: false }, at)).toEqual(minutesAfter(24 * 60));
    expect(cardDeadlineOf({ riskResult: 'GREEN', customerWaiting: true }, at)).toBeNull();
  });
  it('is overdue only while an answer is owed and the deadline has passed', () => {
    const deadline = minutesAfter(30);
    expect(isCardOverdue({ state: 'ASSIGNED', deadline }, minutesAfter(30))).toBe(false);
    expect(isCardOverdue({ state: 'ASSIGNED', deadline }, minutesAfter(31))).toBe(true);
    expect(isCardOverdue({ state: 'PENDING_ASSIGN', deadline }, minutesAfter(31))).toBe(true);
    expect(isCardOverdue({ state: 'FED_BACK', deadline }, minutesAfter(31))).toBe(false);
    expect(isCardOverdue({ state: 'CLOSED', deadline: null }, minutesAfter(31))).toBe(false);
  });
});
