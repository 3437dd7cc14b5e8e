import { PATHS } from '../../config/routes';
import { clearAllDrafts, draftSummary } from '../../lib/drafts';
import { showConfirm } from '../../lib/feedback';
import { reLaunch } from '../../lib/navigation';
import { useSession } from '../../lib/session/session.store';
import { logout } from './auth.service';

/** The question before logging out: what the account would lose on this device is named first. */
export function logoutQuestion({ drafts, unsent }: { drafts: number; unsent: number }): string {
  const losses = [unsent > 0 && `${unsent}条未发送的记录`, drafts > unsent && `${drafts - unsent}份草稿`].filter(
    Boolean,
  );
  return losses.length > 0 ? `有${losses.join('和')}，退出后将丢失。确定退出登录吗？` : '确定退出登录吗？';
}

/**
 * The user's own 退出登录: after confirming (told of any unsent record or draft, which go with the
 * session), the session ends and this workplace identity is unbound (the unbinding flag), the
 * account's drafts go, then the login page opens.
 */
export async function confirmLogout(): Promise<void> {
  if (!(await showConfirm(logoutQuestion(draftSummary())))) return;
  useSession.getState().setUnbinding(true);
  // No draft outlives its account on a shared phone.
  clearAllDrafts();
  await logout(() => reLaunch(PATHS.login));
}
