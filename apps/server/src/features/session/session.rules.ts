import { SESSION_IDLE_MS } from '@afp/contract';
import type { SessionRow } from './session.table.ts';

export type SessionState = 'active' | 'expired' | 'revoked';

/** Revoked wins over expired: the client must learn it was ended elsewhere (402). */
export function sessionState(row: Pick<SessionRow, 'revokedAt' | 'expiresAt' | 'lastSeenAt'>, now: Date): SessionState {
  if (row.revokedAt) return 'revoked';
  if (now >= row.expiresAt) return 'expired';
  if (now.getTime() - row.lastSeenAt.getTime() >= SESSION_IDLE_MS) return 'expired';
  return 'active';
}

/** Writing last-seen on every request would double the writes; a minute's slack is harmless. */
export const TOUCH_INTERVAL_MS = 60_000;
export const needsTouch = (lastSeenAt: Date, now: Date) => now.getTime() - lastSeenAt.getTime() >= TOUCH_INTERVAL_MS;
