import { describe, expect, it } from 'vitest';
import {
  canMovePartnerTask,
  isDoneAtAcceptable,
  isPartnerTaskOverdue,
  partnerTaskDeadlineOf,
  type PartnerTaskTransitions,
} from './partner-task.rules.ts';

type State = 'ISSUED' | 'RECEIVED' | 'HANDLING' | 'FED_BACK' | 'CLOSED';
const table: PartnerTaskTransitions<'receive' | 'feedback' | 'close', State> = {
  receive: { from: ['ISSUED'], to: 'RECEIVED' },
  feedback: { from: ['RECEIVED', 'HANDLING'], to: 'FED_BACK' },
  close: { from: ['FED_BACK'], to: 'CLOSED' },
};
const OPEN: readonly State[] = ['ISSUED', 'RECEIVED', 'HANDLING'];
// Monday 2026-01-05 09:00 and Friday 2026-01-09 16:00, China time.
const monday = new Date('2026-01-05T01:00:00Z');
const friday = new Date('2026-01-09T08:00:00Z');

describe('partner tasks (cooperation tasks and order tasks alike)', () => {
  it('moves a task only from the states its action lists', () => {
    expect(canMovePartnerTask(table, 'receive', 'ISSUED')).toBe(true);
    expect(canMovePartnerTask(table, 'feedback', 'HANDLING')).toBe(true);
    expect(canMovePartnerTask(table, 'receive', 'RECEIVED')).toBe(false);
    expect(canMovePartnerTask(table, 'close', 'CLOSED')).toBe(false);
  });

  it('counts an urgent deadline in minutes and a routine one in working days (China time)', () => {
    const term = { minutes: 30, workingDays: 2 };
    expect(partnerTaskDeadlineOf('URGENT', monday, term).toISOString()).toBe('2026-01-05T01:30:00.000Z');
    expect(partnerTaskDeadlineOf('NORMAL', monday, term).toISOString()).toBe('2026-01-07T01:00:00.000Z');
    // Friday afternoon plus two working days skips the weekend: Tuesday afternoon.
    expect(partnerTaskDeadlineOf('NORMAL', friday, term).toISOString()).toBe('2026-01-13T08:00:00.000Z');
  });

  it('is overdue only while the partner still owes an answer past the deadline', () => {
    const deadlineAt = new Date(monday.getTime() + 30 * 60_000);
    const later = new Date(deadlineAt.getTime() + 1);
    expect(isPartnerTaskOverdue({ state: 'HANDLING', deadlineAt }, OPEN, later)).toBe(true);
    expect(isPartnerTaskOverdue({ state: 'HANDLING', deadlineAt }, OPEN, deadlineAt)).toBe(false);
    expect(isPartnerTaskOverdue({ state: 'FED_BACK', deadlineAt }, OPEN, later)).toBe(false);
  });

  it('accepts a time done ahead of the server by the slack at most', () => {
    expect(isDoneAtAcceptable(new Date(monday.getTime() + 60_000), monday, 60_000)).toBe(true);
    expect(isDoneAtAcceptable(new Date(monday.getTime() + 60_001), monday, 60_000)).toBe(false);
  });
});
