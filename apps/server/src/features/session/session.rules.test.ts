import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '@afp/contract';
import { describe, expect, it } from 'vitest';
import { needsTouch, sessionState, TOUCH_INTERVAL_MS } from './session.rules.ts';

const opened = new Date('2026-01-05T09:00:00+08:00');
const at = (ms: number) => new Date(opened.getTime() + ms);
const HOUR = 60 * 60_000;

/** A session opened at `opened`, last seen `lastSeenMs` later. */
const row = (lastSeenMs = 0, revokedAt: Date | null = null) => ({
  revokedAt,
  lastSeenAt: at(lastSeenMs),
  expiresAt: at(SESSION_ABSOLUTE_MS),
});

describe('session state (DESIGN §2: idle 2 h, absolute 12 h)', () => {
  it('uses the design defaults', () => {
    expect(SESSION_IDLE_MS).toBe(2 * HOUR);
    expect(SESSION_ABSOLUTE_MS).toBe(12 * HOUR);
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
