import { PATHS } from '../../config/routes';
import { clearAllDrafts } from '../../lib/drafts';
import { showConfirm } from '../../lib/feedback';
import { reLaunch } from '../../lib/navigation';
import { useSession } from '../../lib/session/session.store';
import { logout } from './auth.service';

/**
 * The user's own 退出登录: after confirming, the session ends and this workplace identity is
 * unbound (the unbinding flag), the account's drafts go, then the login page opens.
 */
export async function confirmLogout(): Promise<void> {
  if (!(await showConfirm('确定退出登录吗？'))) return;
  useSession.getState().setUnbinding(true);
  // No draft outlives its account on a shared phone.
  clearAllDrafts();
  await logout(() => reLaunch(PATHS.login));
}
