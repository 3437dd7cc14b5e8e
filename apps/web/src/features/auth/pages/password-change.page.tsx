import { PASSWORD_MESSAGES } from '@afp/contract';
import { PageShell } from '../../../components/page-shell';
import { PATHS } from '../../../config/routes';
import { clearAllDrafts } from '../../../lib/drafts';
import { showToast } from '../../../lib/feedback';
import { reLaunch } from '../../../lib/navigation';
import { changePassword } from '../api/password.api';
import { logout } from '../auth.service';
import { PasswordChangeForm } from '../components/password-change-form';

/**
 * 修改密码 (oa staff and partners): once changed, every session of the account has ended — this
 * one too — so the page leaves the app as a logout does (drafts included) and opens the login page.
 */
export default function PasswordChangePage() {
  const handleChanged = () => {
    clearAllDrafts();
    void logout(() => {
      reLaunch(PATHS.login);
      showToast(PASSWORD_MESSAGES.changed);
    });
  };
  return (
    <PageShell>
      <PasswordChangeForm send={changePassword} onChanged={handleChanged} />
    </PageShell>
  );
}
