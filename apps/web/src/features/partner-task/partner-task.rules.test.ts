import { describe, expect, it } from 'vitest';
import { countdownText, spanText } from './partner-task.rules';

const now = Date.parse('2026-01-05T01:00:00Z');
const at = (seconds: number) => new Date(now + seconds * 1000).toISOString();

describe('the countdown of a partner task', () => {
  it('reads a span as hh:mm:ss, with the days before it from a day on', () => {
    expect(spanText(59)).toBe('00:00:59');
    expect(spanText(3 * 3600 + 25 * 60 + 7)).toBe('03:25:07');
    expect(spanText(86_400 + 61)).toBe('1天 00:01:01');
  });

  it('counts down to the due time, down to 剩余 00:00:00 at it', () => {
    expect(countdownText(at(30 * 60), now)).toBe('剩余 00:30:00');
    expect(countdownText(at(0), now)).toBe('剩余 00:00:00');
  });

  it('says 已超时 after it — with how long when asked to — and nothing without a due time', () => {
    expect(countdownText(at(-90), now)).toBe('已超时');
    expect(countdownText(at(-90), now, true)).toBe('已超时 00:01:30');
    expect(countdownText(null, now)).toBeNull();
  });
});
