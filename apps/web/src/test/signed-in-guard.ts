import { afterEach, beforeEach } from 'vitest';
import { clearAllDrafts } from '../lib/drafts';
import { useSession } from '../lib/session/session.store';

/**
 * Every test of the file starts with a guard signed in and nothing stored (drafts are kept per
 * account), and ends signed out. Call it before the file's own hooks, which then run after it.
 */
export function withSignedInGuard(): void {
  beforeEach(() => {
    localStorage.clear();
    clearAllDrafts();
    useSession
      .getState()
      .applyLogin('guard', { token: 't', uid: 'g1', phone: '13800000001', roleType: 1, orgLevel: 4 });
  });
  afterEach(() => useSession.getState().clearSession());
}
