import { LOGIN_LOCK_MS } from '@afp/contract';
import { describe, expect, it } from 'vitest';
import { afterFailure, isLocked, type LockState } from './login.rules.ts';

const start = new Date('2026-01-05T09:00:00+08:00');
const at = (ms: number) => new Date(start.getTime() + ms);
const fresh: LockState = { failedLogins: 0, lockedUntil: null };

const failTimes = (times: number, state: LockState = fresh, now = start): LockState => {
  let next = state;
  for (let i = 0; i < times; i++) next = afterFailure(next, now);
  return next;
};

describe('login lock policy (DESIGN §2: 5 failures lock for 15 minutes)', () => {
  it('counts four failures without locking', () => {
    const state = failTimes(4);
    expect(state).toEqual({ failedLogins: 4, lockedUntil: null });
    expect(isLocked(state, start)).toBe(false);
  });

  it('locks on the fifth consecutive failure for exactly 15 minutes', () => {
    const state = failTimes(5);
    expect(state.lockedUntil).toEqual(at(LOGIN_LOCK_MS));
    expect(LOGIN_LOCK_MS).toBe(15 * 60_000);
    expect(isLocked(state, start)).toBe(true);
    expect(isLocked(state, at(LOGIN_LOCK_MS - 1))).toBe(true);
  });

  it('lets the lock expire after 15 minutes', () => {
    const state = failTimes(5);
    expect(isLocked(state, at(LOGIN_LOCK_MS))).toBe(false);
    expect(isLocked(state, at(LOGIN_LOCK_MS + 1000))).toBe(false);
  });

  it('starts counting again after an expired lock: one more failure does not lock again', () => {
    const locked = failTimes(5);
    const afterExpiry = afterFailure(locked, at(LOGIN_LOCK_MS + 1000));
    expect(afterExpiry).toEqual({ failedLogins: 1, lockedUntil: null });
    const lockedAgain = failTimes(4, afterExpiry, at(LOGIN_LOCK_MS + 2000));
    expect(isLocked(lockedAgain, at(LOGIN_LOCK_MS + 2000))).toBe(true);
  });

  it('is not locked with no lock time, whatever the count', () => {
    expect(isLocked({ failedLogins: 4, lockedUntil: null }, start)).toBe(false);
  });
});
