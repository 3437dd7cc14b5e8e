import { redirect } from 'react-router';
import { PATHS, type RouteMeta } from '../config/routes';
import { ensureWorkplaceAuth } from '../features/auth';
import { getSession } from '../lib/session/session.store';

/** Whether a page may be shown in the current state (spec §2 navigation rules). */
export function canEnter(route: RouteMeta): boolean {
  if (!route.needsLogin) return true;
  const { hasLogin, pendingAccounts } = getSession();
  if (hasLogin) return true;
  // The account chooser is the one step of logging in that happens before the login itself.
  return route.path === PATHS.accountChoose && pendingAccounts.length > 0;
}

/** Runs before each navigation: workplace auth first, then the login check. */
export const routeGuard = (route: RouteMeta) => async (): Promise<Response | null> => {
  await ensureWorkplaceAuth();
  return canEnter(route) ? null : redirect(PATHS.blank);
};
