import { HOME_OF, PATHS } from '../config/routes';
import { navigateBack, reLaunch, returnBack } from '../lib/navigation';
import { getSession } from '../lib/session/session.store';

/** Whether the router holds an earlier page of the app (a page opened by link has none). */
export const hasInAppHistory = (): boolean => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/** The caller's home page by their group; for someone not logged in, the start page decides. */
export function homePath(): string {
  const { hasLogin, loginType } = getSession();
  return hasLogin && loginType ? HOME_OF[loginType] : PATHS.blank;
}

export function goHome(): void {
  reLaunch(homePath());
}

/**
 * Back when there is an in-app history entry; otherwise to the caller's home (page opened by link).
 * For a flow's return after its action finished: always lands (see `returnBack`).
 */
export function goBack(): void {
  if (hasInAppHistory()) returnBack(1);
  else goHome();
}

/** The back arrow or a 返回 button: a tap, throttled like every navigation tap (spec §2). */
export function tapBack(): void {
  if (hasInAppHistory()) navigateBack(1);
  else goHome();
}
