import { describe, expect, it } from 'vitest';
import { fakeClock } from './clock.ts';
import { createTtlCache } from './ttl-cache.ts';

describe('ttl cache', () => {
  it('answers until the time to live has passed', () => {
    const clock = fakeClock();
    const cache = createTtlCache<string, number>({ ttlMs: 5000, clock });
    cache.set('a', 1);
    clock.advance(4999);
    expect(cache.get('a')).toBe(1);
    clock.advance(1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets an evicted key and stays within its size', () => {
    const clock = fakeClock();
    const cache = createTtlCache<string, number>({ ttlMs: 5000, maxEntries: 2, clock });
    cache.set('a', 1);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', 2);
    cache.set('c', 3);
    cache.set('d', 4);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('d')).toBe(4);
  });
});
