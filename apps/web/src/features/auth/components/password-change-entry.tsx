import { LinkRow } from '../../../components/link-row';
import { PATHS } from '../../../config/routes';
import { navigateTo } from '../../../lib/navigation';

/** 修改密码 on the homes of the password holders (oa staff, partners). */
export function PasswordChangeEntry() {
  return (
    <LinkRow testId="password-change-entry" onClick={() => navigateTo(PATHS.passwordChange)}>
      修改密码
    </LinkRow>
  );
}
