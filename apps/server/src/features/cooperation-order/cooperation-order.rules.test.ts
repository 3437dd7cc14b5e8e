import { keysOf, ORDER_TASK_STATES, type OrderTaskState } from '@afp/contract';
import { describe, expect, it } from 'vitest';
import {
  canMoveOrderTask,
  isDoneAtAcceptable,
  isOrderDone,
  isOrderTaskOverdue,
  orderDeadlineOf,
  ORDER_TASK_TRANSITIONS,
  redoDeadlineOf,
  type OrderTaskMove,
} from './cooperation-order.rules.ts';

const ALL_STATES = keysOf(ORDER_TASK_STATES);

describe('the order task transition table', () => {
  const legal: [OrderTaskMove, OrderTaskState, OrderTaskState][] = [
    ['receive', 'ISSUED', 'RECEIVED'],
    ['start', 'RECEIVED', 'HANDLING'],
    ['feedback', 'HANDLING', 'FED_BACK'],
    ['close', 'FED_BACK', 'CLOSED'],
    ['return', 'FED_BACK', 'RETURNED'],
    ['withdraw', 'ISSUED', 'WITHDRAWN'],
    ['start', 'RETURNED', 'HANDLING'],
    ['feedback', 'RETURNED', 'FED_BACK'],
  ];

  it.each(legal)('%s moves %s to %s', (move, from, to) => {
    expect(canMoveOrderTask(move, from)).toBe(true);
    expect(ORDER_TASK_TRANSITIONS[move].to).toBe(to);
  });

  it('allows nothing else: every other (move, state) pair is refused', () => {
    const allowed = new Set(legal.map(([move, from]) => `${move}:${from}`));
    for (const move of Object.keys(ORDER_TASK_TRANSITIONS) as OrderTaskMove[])
      for (const state of ALL_STATES)
        expect(canMoveOrderTask(move, state), `${move} from ${state}`).toBe(allowed.has(`${move}:${state}`));
  });

  it('never moves a closed or withdrawn task', () => {
    for (const move of Object.keys(ORDER_TASK_TRANSITIONS) as OrderTaskMove[]) {
      expect(canMoveOrderTask(move, 'CLOSED')).toBe(false);
      expect(canMoveOrderTask(move, 'WITHDRAWN')).toBe(false);
    }
  });
});

describe('deadlines', () => {
  // Monday 2026-01-05 09:00 China time.
  const monday = new Date('2026-01-05T09:00:00+08:00');
  const friday = new Date('2026-01-09T16:30:00+08:00');

  it('counts urgent orders in minutes', () => {
    expect(orderDeadlineOf({ urgency: 'URGENT', deadlineMinutes: 15 }, monday).toISOString()).toBe(
      new Date('2026-01-05T09:15:00+08:00').toISOString(),
    );
    expect(orderDeadlineOf({ urgency: 'URGENT' }, monday).getTime() - monday.getTime()).toBe(30 * 60_000);
  });

  it('counts routine orders in working days, skipping the weekend', () => {
    expect(orderDeadlineOf({ urgency: 'NORMAL', deadlineWorkingDays: 2 }, monday).toISOString()).toBe(
      new Date('2026-01-07T09:00:00+08:00').toISOString(),
    );
    expect(orderDeadlineOf({ urgency: 'NORMAL' }, friday).toISOString()).toBe(
      new Date('2026-01-14T16:30:00+08:00').toISOString(),
    );
  });

  it('gives a returned task a fresh, configurable redo deadline', () => {
    expect(redoDeadlineOf('URGENT', monday).getTime() - monday.getTime()).toBe(60 * 60_000);
    const config = { urgentMinutes: 30, normalWorkingDays: 3, redoUrgentMinutes: 20, redoNormalWorkingDays: 2 };
    expect(redoDeadlineOf('URGENT', monday, config).getTime() - monday.getTime()).toBe(20 * 60_000);
    expect(redoDeadlineOf('NORMAL', friday, config).toISOString()).toBe(
      new Date('2026-01-13T16:30:00+08:00').toISOString(),
    );
  });
});

describe('overdue and done, derived by the clock', () => {
  const deadlineAt = new Date('2026-01-05T09:30:00+08:00');
  const before = new Date('2026-01-05T09:29:59+08:00');
  const after = new Date('2026-01-05T09:30:01+08:00');

  it('marks an open task overdue only after its deadline', () => {
    for (const state of ['ISSUED', 'RECEIVED', 'HANDLING', 'RETURNED'] as const) {
      expect(isOrderTaskOverdue({ state, deadlineAt }, before)).toBe(false);
      expect(isOrderTaskOverdue({ state, deadlineAt }, after)).toBe(true);
    }
  });

  it('never marks an answered, closed or withdrawn task overdue', () => {
    for (const state of ['FED_BACK', 'CLOSED', 'WITHDRAWN'] as const)
      expect(isOrderTaskOverdue({ state, deadlineAt }, after)).toBe(false);
  });

  it('calls an order done when all its tasks are closed or withdrawn', () => {
    expect(isOrderDone(['CLOSED', 'WITHDRAWN'])).toBe(true);
    expect(isOrderDone(['CLOSED', 'FED_BACK'])).toBe(false);
    expect(isOrderDone([])).toBe(false);
  });

  it('refuses a done-at time in the future beyond a minute of skew', () => {
    expect(isDoneAtAcceptable(new Date(before.getTime() + 60_000), before)).toBe(true);
    expect(isDoneAtAcceptable(new Date(before.getTime() + 61_000), before)).toBe(false);
  });
});
