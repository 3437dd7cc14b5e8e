import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date-time';

describe('formatDateTime', () => {
  it('shows the date and time to the minute in China time, whatever the phone’s zone', () => {
    expect(formatDateTime('2024-01-05T01:07:30Z')).toBe('2024-01-05 09:07');
    // 16:00 UTC is already the next day in China (and still the same day in New York).
    expect(formatDateTime('2026-10-01T16:00:00Z')).toBe('2026-10-02 00:00');
    expect(formatDateTime('2026-10-01T11:30:00-04:00')).toBe('2026-10-01 23:30');
  });

  it("shows '-' when absent and the input when unparseable", () => {
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime(undefined)).toBe('-');
    expect(formatDateTime('')).toBe('-');
    expect(formatDateTime('soon')).toBe('soon');
  });
});
