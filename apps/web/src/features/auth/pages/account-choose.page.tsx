import { useState } from 'react';
import { Button, List, Toast } from 'antd-mobile';
import type { BoundAccount } from '@afp/contract';
import { PageShell } from '../../../components/page-shell';
import { EmptyState } from '../../../components/empty-state';
import { PATHS } from '../../../config/routes';
import { reLaunch } from '../../../lib/navigation';
import { useSession } from '../../../lib/session/session.store';
import { runAutoLogin } from '../auth.service';
import { AccountInvolvedChooser } from '../../early-warning';
import styles from './account-choose.page.module.css';

/**
 * One route, two uses: the login chooser while an auto-login left several accounts to pick
 * from; otherwise the "account involved" chooser of a warning feedback.
 */
export default function AccountChoosePage() {
  const hasPendingAccounts = useSession((s) => s.pendingAccounts.length > 0);
  const hasLogin = useSession((s) => s.hasLogin);
  return hasPendingAccounts || !hasLogin ? <LoginAccountChooser /> : <AccountInvolvedChooser />;
}

/** Several accounts are bound to this openid: the user picks one and is logged in with it. */
function LoginAccountChooser() {
  const accounts = useSession((s) => s.pendingAccounts);
  const loginType = useSession((s) => s.loginType) || 'guard';
  const [choosing, setChoosing] = useState<string | null>(null);

  const handleChoose = async (account: BoundAccount) => {
    setChoosing(account.accountId);
    const path = await runAutoLogin(loginType, account.accountId);
    setChoosing(null);
    if (path === PATHS.login) Toast.show({ content: '登录失败，请使用账号登录' });
    reLaunch(path);
  };

  return (
    <PageShell title="选择账号" showBack={false}>
      {accounts.length === 0 ? (
        <div className={styles.empty}>
          <EmptyState title="暂无可选账号" />
          <Button color="primary" fill="outline" onClick={() => reLaunch(PATHS.blank)}>
            返回
          </Button>
        </div>
      ) : (
        <List header="当前身份绑定了多个账号，请选择要登录的账号" data-testid="account-choose-list">
          {accounts.map((account) => (
            <List.Item
              key={account.accountId}
              data-testid={`account-choose-item-${account.accountId}`}
              description={account.orgName}
              clickable
              disabled={choosing !== null}
              onClick={() => void handleChoose(account)}
            >
              {account.name}
            </List.Item>
          ))}
        </List>
      )}
    </PageShell>
  );
}
