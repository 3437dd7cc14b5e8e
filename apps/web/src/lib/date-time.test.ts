import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date-time';

describe('formatDateTime', () => {
  it('shows local date and time to the minute', () => {
    const local = new Date(2024, 0, 5, 9, 7, 30);
    expect(formatDateTime(local.toISOString())).toBe('2024-01-05 09:07');
  });

  it("shows '-' when absent and the input when unparseable", () => {
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime(undefined)).toBe('-');
    expect(formatDateTime('')).toBe('-');
    expect(formatDateTime('soon')).toBe('soon');
  });
});
