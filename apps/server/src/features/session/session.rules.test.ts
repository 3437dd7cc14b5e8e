import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '@afp/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SESSION_LIMITS, needsTouch, sessionState, TOUCH_INTERVAL_MS } from './session.rules.ts';

const opened = new Date('2026-01-05T09:00:00+08:00');
const at = (ms: number) => new Date(opened.getTime() + ms);
const HOUR = 60 * 60_000;

/** A session opened at `opened`, last seen `lastSeenMs` later. */
const row = (lastSeenMs = 0, revokedAt: Date | null = null) => ({
  revokedAt,
  createdAt: opened,
  lastSeenAt: at(lastSeenMs),
  expiresAt: at(SESSION_ABSOLUTE_MS),
});

describe('session state (DESIGN §2: idle 2 h, absolute 12 h)', () => {
  it('uses the design defaults', () => {
    expect(SESSION_IDLE_MS).toBe(2 * HOUR);
    expect(SESSION_ABSOLUTE_MS).toBe(12 * HOUR);
    expect(DEFAULT_SESSION_LIMITS).toEqual({ idleMs: SESSION_IDLE_MS, absoluteMs: SESSION_ABSOLUTE_MS });
  });

  it('is active right after opening and just before the idle limit', () => {
    expect(sessionState(row(), opened)).toBe('active');
    expect(sessionState(row(), at(SESSION_IDLE_MS - 1))).toBe('active');
  });

  it('expires after 2 hours without use', () => {
    expect(sessionState(row(), at(SESSION_IDLE_MS))).toBe('expired');
  });

  it('stays active while used, until the absolute 12 hours', () => {
    const busy = row(SESSION_ABSOLUTE_MS - 60_000);
    expect(sessionState(busy, at(SESSION_ABSOLUTE_MS - 1))).toBe('active');
    expect(sessionState(busy, at(SESSION_ABSOLUTE_MS))).toBe('expired');
  });

  it('reports revoked over expired, so the client learns it was ended elsewhere', () => {
    expect(sessionState(row(0, at(HOUR)), at(HOUR))).toBe('revoked');
    expect(sessionState(row(0, at(HOUR)), at(SESSION_ABSOLUTE_MS + HOUR))).toBe('revoked');
  });
});

describe('session state under configured limits (SESSION_IDLE_MINUTES, SESSION_MAX_HOURS)', () => {
  const limits = { idleMs: 30 * 60_000, absoluteMs: 3 * HOUR };

  it('expires after the configured idle time', () => {
    expect(sessionState(row(), at(limits.idleMs - 1), limits)).toBe('active');
    expect(sessionState(row(), at(limits.idleMs), limits)).toBe('expired');
  });

  it('expires at the configured absolute lifetime, counted from the opening, however busy', () => {
    const busy = row(limits.absoluteMs - 60_000);
    expect(sessionState(busy, at(limits.absoluteMs - 1), limits)).toBe('active');
    expect(sessionState(busy, at(limits.absoluteMs), limits)).toBe('expired');
  });

  it('ends sessions opened under a longer lifetime once the lifetime is shortened', () => {
    // Opened with the 12-hour default (its expiresAt says so), read after a restart with 3 hours.
    expect(sessionState(row(3 * HOUR - 60_000), at(3 * HOUR), limits)).toBe('expired');
  });

  it('never outlives the expiry written at its opening, even when the lifetime grows', () => {
    const longer = { idleMs: 2 * HOUR, absoluteMs: 24 * HOUR };
    expect(sessionState(row(SESSION_ABSOLUTE_MS - 60_000), at(SESSION_ABSOLUTE_MS), longer)).toBe('expired');
  });
});

describe('needsTouch: last-seen is written at most once a minute', () => {
  it('skips the write within a minute and writes after it', () => {
    expect(TOUCH_INTERVAL_MS).toBe(60_000);
    expect(needsTouch(opened, at(0))).toBe(false);
    expect(needsTouch(opened, at(59_999))).toBe(false);
    expect(needsTouch(opened, at(60_000))).toBe(true);
  });

  it('keeps the idle timeout honest: the slack is far below the idle limit', () => {
    expect(TOUCH_INTERVAL_MS).toBeLessThan(SESSION_IDLE_MS / 10);
  });
});
