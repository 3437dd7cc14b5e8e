import { describe, expect, it } from 'vitest';
import { rangeOf } from './list-filters';

describe('rangeOf', () => {
  it('starts a preset at China midnight, whatever the phone’s zone', () => {
    // 07:30 on 2 March in China is still 1 March in UTC and in New York.
    const now = new Date('2026-03-02T07:30:00+08:00');
    expect(rangeOf('today', now)).toEqual({ from: new Date('2026-03-02T00:00:00+08:00').toISOString() });
    expect(rangeOf('week', now)).toEqual({ from: new Date('2026-02-24T00:00:00+08:00').toISOString() });
    expect(rangeOf(undefined, now)).toEqual({});
  });
});
