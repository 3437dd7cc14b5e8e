import { HOME_OF, PATHS, servesGroup, type RouteMeta } from '../config/routes';
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

/** Where a logged-in user is sent instead of a page that is not for their group: their own home. */
function homeInsteadOf(route: RouteMeta): string | null {
  const { hasLogin, loginType } = getSession();
  if (!hasLogin || !loginType || servesGroup(route, loginType)) return null;
  return HOME_OF[loginType];
}

/**
 * Runs before each navigation: workplace auth first, then the login check, then the group check.
 * Answers where to send the navigation instead, or null to open the page.
 */
export const routeGuard = (route: RouteMeta) => async (): Promise<string | null> => {
  await ensureWorkplaceAuth();
  if (!canEnter(route)) return PATHS.blank;
  return homeInsteadOf(route);
};
