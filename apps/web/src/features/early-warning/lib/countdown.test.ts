import { describe, expect, it } from 'vitest';
import { COUNTDOWN_COLORS, countdownOf, formatDuration } from './countdown';

const NOW = Date.parse('2025-03-01T10:00:00.000Z');
const at = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();

describe('formatDuration', () => {
  it('shows mm:ss under an hour, h:mm:ss under a day, then days', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(4 * 60_000 + 59_999)).toBe('04:59');
    expect(formatDuration(3_723_000)).toBe('1:02:03');
    expect(formatDuration(86_400_000 + 61_000)).toBe('1天 00:01:01');
    expect(formatDuration(-187_000)).toBe('03:07');
  });
});

describe('countdownOf', () => {
  it('counts down to the sign deadline while waiting to be signed', () => {
    const countdown = countdownOf(
      { state: 'PENDING_SIGN', signDeadline: at(30 * 60_000), feedbackDeadline: null },
      NOW,
    );
    expect(countdown).toEqual({
      kind: 'sign',
      isOverdue: false,
      label: '签收剩余 30:00',
      color: COUNTDOWN_COLORS.normal,
    });
  });

  it('turns orange in the last five minutes', () => {
    const countdown = countdownOf({ state: 'PENDING_SIGN', signDeadline: at(4 * 60_000), feedbackDeadline: null }, NOW);
    expect(countdown?.color).toBe(COUNTDOWN_COLORS.urgent);
  });

  it('counts down to the feedback deadline while open', () => {
    const source = { state: 'HANDLING' as const, signDeadline: at(-3_600_000), feedbackDeadline: at(3_723_000) };
    expect(countdownOf(source, NOW)?.label).toBe('反馈剩余 1:02:03');
    expect(countdownOf({ ...source, state: 'WAITING_SECOND_FEEDBACK' }, NOW)?.kind).toBe('feedback');
  });

  it('is red and reads 已超时 once the deadline passed (the deadline second included)', () => {
    const overdue = countdownOf({ state: 'PENDING_SIGN', signDeadline: at(-187_000), feedbackDeadline: null }, NOW);
    expect(overdue).toEqual({ kind: 'sign', isOverdue: true, label: '已超时 03:07', color: COUNTDOWN_COLORS.overdue });
    expect(countdownOf({ state: 'PENDING_SIGN', signDeadline: at(0), feedbackDeadline: null }, NOW)?.isOverdue).toBe(
      true,
    );
  });

  it('shows nothing once no deadline runs', () => {
    expect(countdownOf({ state: 'FED_BACK', signDeadline: at(-1), feedbackDeadline: at(-1) }, NOW)).toBeNull();
    expect(countdownOf({ state: 'CLOSED', signDeadline: at(1), feedbackDeadline: null }, NOW)).toBeNull();
    expect(countdownOf({ state: 'HANDLING', signDeadline: at(1), feedbackDeadline: null }, NOW)).toBeNull();
  });
});
