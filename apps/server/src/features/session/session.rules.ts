import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '@afp/contract';
import type { SessionRow } from './session.table.ts';

export type SessionState = 'active' | 'expired' | 'revoked';

/** How long a session lives: without use (idle) and at most since it was opened (absolute). */
export interface SessionLimits {
  idleMs: number;
  absoluteMs: number;
}
/** DESIGN §2's defaults (2 h idle, 12 h absolute); SESSION_IDLE_MINUTES / SESSION_MAX_HOURS change them. */
export const DEFAULT_SESSION_LIMITS: SessionLimits = { idleMs: SESSION_IDLE_MS, absoluteMs: SESSION_ABSOLUTE_MS };

/**
 * When the session ends however it is used: its absolute lifetime counted from the opening by the
 * limits in force now, so a shortened lifetime also ends the sessions opened under a longer one;
 * `expiresAt`, written at the opening, bounds it too.
 */
export const expiryOf = (row: Pick<SessionRow, 'createdAt' | 'expiresAt'>, limits: SessionLimits): Date =>
  new Date(Math.min(row.expiresAt.getTime(), row.createdAt.getTime() + limits.absoluteMs));

/** Revoked wins over expired: the client must learn it was ended elsewhere (402). */
export function sessionState(
  row: Pick<SessionRow, 'revokedAt' | 'createdAt' | 'expiresAt' | 'lastSeenAt'>,
  now: Date,
  limits: SessionLimits = DEFAULT_SESSION_LIMITS,
): SessionState {
  if (row.revokedAt) return 'revoked';
  if (now >= expiryOf(row, limits)) return 'expired';
  if (now.getTime() - row.lastSeenAt.getTime() >= limits.idleMs) return 'expired';
  return 'active';
}

/**
 * Writing last-seen on every request would double the writes; a minute's slack is harmless (the
 * idle timeout is at least 5 minutes, server config). Every process writes by this rule, and the
 * write itself is conditional (session.repository), so several processes touch a row at most about
 * once a minute between them.
 */
export const TOUCH_INTERVAL_MS = 60_000;
export const needsTouch = (lastSeenAt: Date, now: Date) => now.getTime() - lastSeenAt.getTime() >= TOUCH_INTERVAL_MS;
