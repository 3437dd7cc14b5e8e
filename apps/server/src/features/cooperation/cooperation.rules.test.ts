import { COOPERATION_TASK_STATES, keysOf, type CooperationTaskState } from '@afp/contract';
import { describe, expect, it } from 'vitest';
import { fakeClock } from '../../clock.ts';
import {
  canApplyCooperationAction,
  COOPERATION_TRANSITIONS,
  cooperationDeadlineOf,
  extendedExpiryOf,
  isCooperationOverdue,
  isExtensionHoursAllowed,
  isFedBackLate,
  isPaperworkOverdue,
  mayAddStep,
  measureExpiryOf,
  measureInForceUntil,
  paperworkDueOf,
  stepDeadlineOf,
  type CooperationAction,
} from './cooperation.rules.ts';

const STATES = keysOf(COOPERATION_TASK_STATES);
const HOUR = 3_600_000;

describe('cooperation transition table', () => {
  it('allows exactly the moves of DESIGN §4.9', () => {
    const allowed = (Object.keys(COOPERATION_TRANSITIONS) as CooperationAction[]).flatMap((action) =>
      STATES.filter((state) => canApplyCooperationAction(action, state)).map(
        (state) => `${state} -${action}-> ${COOPERATION_TRANSITIONS[action].to}`,
      ),
    );
    expect(allowed.sort()).toEqual(
      [
        'ISSUED -receive-> RECEIVED',
        'RECEIVED -start-> HANDLING',
        'RETURNED -start-> HANDLING',
        'HANDLING -feedback-> FED_BACK',
        'FED_BACK -return-> RETURNED',
        'FED_BACK -close-> CLOSED',
        'ISSUED -withdraw-> WITHDRAWN',
      ].sort(),
    );
  });

  it('lets nothing leave CLOSED or WITHDRAWN', () => {
    for (const action of Object.keys(COOPERATION_TRANSITIONS) as CooperationAction[]) {
      expect(canApplyCooperationAction(action, 'CLOSED')).toBe(false);
      expect(canApplyCooperationAction(action, 'WITHDRAWN')).toBe(false);
    }
  });

  it('refuses a withdrawal once the partner received the task', () => {
    expect(canApplyCooperationAction('withdraw', 'RECEIVED')).toBe(false);
  });
});

describe('cooperation deadlines', () => {
  // Monday 2026-01-05 09:00 China time.
  const monday = new Date('2026-01-05T09:00:00+08:00');
  const friday = new Date('2026-01-09T16:00:00+08:00');

  it('gives urgent tasks minutes', () => {
    expect(cooperationDeadlineOf('URGENT', monday).toISOString()).toBe('2026-01-05T01:30:00.000Z');
    expect(cooperationDeadlineOf('URGENT', monday, { minutes: 15 }).toISOString()).toBe('2026-01-05T01:15:00.000Z');
  });

  it('gives routine tasks working days, skipping the weekend', () => {
    expect(cooperationDeadlineOf('NORMAL', monday).toISOString()).toBe(
      new Date('2026-01-07T09:00:00+08:00').toISOString(),
    );
    expect(cooperationDeadlineOf('NORMAL', friday, { workingDays: 1 }).toISOString()).toBe(
      new Date('2026-01-12T16:00:00+08:00').toISOString(),
    );
  });

  it('derives overdue from the clock while the partner owes an answer', () => {
    const clock = fakeClock(monday);
    const task = { state: 'ISSUED' as CooperationTaskState, deadlineAt: cooperationDeadlineOf('URGENT', monday) };
    expect(isCooperationOverdue(task, clock.now())).toBe(false);
    clock.advance(29 * 60_000);
    expect(isCooperationOverdue(task, clock.now())).toBe(false);
    clock.advance(2 * 60_000);
    expect(isCooperationOverdue(task, clock.now())).toBe(true);
    expect(isCooperationOverdue({ ...task, state: 'RETURNED' }, clock.now())).toBe(true);
    expect(isCooperationOverdue({ ...task, state: 'FED_BACK' }, clock.now())).toBe(false);
    expect(isCooperationOverdue({ ...task, state: 'CLOSED' }, clock.now())).toBe(false);
  });

  it('tells a late feedback', () => {
    const deadlineAt = new Date(monday.getTime() + HOUR);
    expect(isFedBackLate({ fedBackAt: new Date(monday.getTime() + 2 * HOUR), deadlineAt })).toBe(true);
    expect(isFedBackLate({ fedBackAt: monday, deadlineAt })).toBe(false);
    expect(isFedBackLate({ fedBackAt: null, deadlineAt })).toBe(false);
  });
});

describe('measures 止付 / 冻结', () => {
  const at = new Date('2026-01-05T09:00:00+08:00');
  const done = (kind: 'REQUEST' | 'EXTENSION' | 'RELEASE', expiresAt: Date | null) => ({
    kind,
    state: 'DONE' as const,
    expiresAt,
  });

  it('keeps a 止付 48 hours and a 冻结 six months', () => {
    expect(measureExpiryOf('STOP_PAYMENT', at)?.getTime()).toBe(at.getTime() + 48 * HOUR);
    expect(measureExpiryOf('FREEZE', at)?.getTime()).toBe(at.getTime() + 180 * 24 * HOUR);
    expect(measureExpiryOf('QUERY', at)).toBeNull();
  });

  it('extends from the current expiry, or from the time done when it lapsed', () => {
    const expiry = new Date(at.getTime() + 10 * HOUR);
    expect(extendedExpiryOf('STOP_PAYMENT', expiry, at)?.getTime()).toBe(expiry.getTime() + 48 * HOUR);
    expect(extendedExpiryOf('STOP_PAYMENT', new Date(at.getTime() - HOUR), at)?.getTime()).toBe(
      at.getTime() + 48 * HOUR,
    );
  });

  it('extends by the hours the centre chose, one of those offered for the measure', () => {
    const expiry = new Date(at.getTime() + 10 * HOUR);
    expect(extendedExpiryOf('STOP_PAYMENT', expiry, at, 24)?.getTime()).toBe(expiry.getTime() + 24 * HOUR);
    expect(isExtensionHoursAllowed('STOP_PAYMENT', 24)).toBe(true);
    expect(isExtensionHoursAllowed('STOP_PAYMENT', 180 * 24)).toBe(false);
    expect(isExtensionHoursAllowed('FREEZE', 90 * 24)).toBe(true);
    expect(isExtensionHoursAllowed('QUERY', 48)).toBe(false);
  });

  it("ends a step's deadline before the measure lapses (issue 21: 12-02 09:00 after a lapse at 11-30 00:26)", () => {
    // The field trial: a routine 延期 asked on Friday 11-27 09:00 fell due on Tuesday 12-01 (two working days), after the lapse.
    const asked = new Date('2026-11-27T09:00:00+08:00');
    const lapse = new Date('2026-11-30T00:26:00+08:00');
    expect(stepDeadlineOf('NORMAL', asked, lapse)).toEqual(new Date('2026-11-29T23:26:00+08:00'));
    // Nearer than the lead: the lapse itself; an urgent step already due before: its own deadline.
    const late = new Date('2026-11-30T00:00:00+08:00');
    expect(stepDeadlineOf('NORMAL', late, lapse)).toEqual(lapse);
    expect(stepDeadlineOf('URGENT', asked, lapse)).toEqual(new Date(asked.getTime() + 30 * 60_000));
    // A lapsed (or released) measure has no lapse to respect.
    expect(stepDeadlineOf('NORMAL', asked, null)).toEqual(cooperationDeadlineOf('NORMAL', asked));
  });

  it('is in force until the latest answered step, and not after a release', () => {
    const first = new Date(at.getTime() + 48 * HOUR);
    const second = new Date(at.getTime() + 96 * HOUR);
    expect(measureInForceUntil([done('REQUEST', first), done('EXTENSION', second)])).toEqual(second);
    expect(measureInForceUntil([done('REQUEST', first), done('RELEASE', null)])).toBeNull();
    expect(measureInForceUntil([{ kind: 'REQUEST', state: 'PENDING', expiresAt: null }])).toBeNull();
  });

  it('lets the centre extend or release only an answered measure with no step waiting', () => {
    const request = done('REQUEST', new Date(at.getTime() + 48 * HOUR));
    const task = { type: 'STOP_PAYMENT' as const, state: 'FED_BACK' as CooperationTaskState };
    expect(mayAddStep(task, [request])).toBe(true);
    expect(mayAddStep({ ...task, state: 'CLOSED' }, [request])).toBe(true);
    expect(mayAddStep({ ...task, state: 'HANDLING' }, [request])).toBe(false);
    expect(mayAddStep({ ...task, type: 'QUERY' }, [request])).toBe(false);
    expect(mayAddStep(task, [{ ...request, state: 'PENDING' }])).toBe(false);
    expect(mayAddStep(task, [request, { kind: 'EXTENSION', state: 'PENDING', expiresAt: null }])).toBe(false);
    expect(mayAddStep(task, [request, done('RELEASE', null)])).toBe(false);
  });

  it('asks for the paperwork of an urgent step within the deadline (后补流程)', () => {
    const due = paperworkDueOf('URGENT', at);
    expect(due?.getTime()).toBe(at.getTime() + 24 * HOUR);
    expect(paperworkDueOf('NORMAL', at)).toBeNull();
    const step = { paperworkDueAt: due, paperworkDoneAt: null, state: 'DONE' as const };
    expect(isPaperworkOverdue(step, new Date(at.getTime() + 23 * HOUR))).toBe(false);
    expect(isPaperworkOverdue(step, new Date(at.getTime() + 25 * HOUR))).toBe(true);
    expect(isPaperworkOverdue({ ...step, paperworkDoneAt: at }, new Date(at.getTime() + 25 * HOUR))).toBe(false);
  });
});
