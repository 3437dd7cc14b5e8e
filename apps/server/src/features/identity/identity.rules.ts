import { OPENID_MAX_IDLE_MS } from '@afp/contract';

/** An openid unused for OPENID_MAX_IDLE_MS no longer logs in nor binds. */
export const isOpenidExpired = (lastUsedAt: Date, now: Date): boolean =>
  now.getTime() - lastUsedAt.getTime() >= OPENID_MAX_IDLE_MS;
