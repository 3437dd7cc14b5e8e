import { OPENID_MAX_IDLE_MS } from '@afp/contract';
import { describe, expect, it } from 'vitest';
import { isOpenidExpired } from './identity.rules.ts';

describe('isOpenidExpired', () => {
  const lastUsed = new Date('2025-03-01T00:00:00Z');
  const after = (ms: number) => new Date(lastUsed.getTime() + ms);

  it('keeps an openid used within 30 days and expires it at 30 days', () => {
    expect(isOpenidExpired(lastUsed, after(OPENID_MAX_IDLE_MS - 1))).toBe(false);
    expect(isOpenidExpired(lastUsed, after(OPENID_MAX_IDLE_MS))).toBe(true);
  });
});
