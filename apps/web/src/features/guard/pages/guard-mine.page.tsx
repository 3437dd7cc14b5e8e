import { Button, List } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { PageShell } from '../../../components/page-shell';
import { confirmLogout, loginInfoQuery } from '../../auth';
import { useSession } from '../../../lib/session/session.store';
import styles from './guard-mine.page.module.css';

/** 我的: profile and logout. Logging out here also unbinds this workplace identity. */
export default function GuardMinePage() {
  const { guardUser, phone, guardArea, guardStreet, ddName, hasLogin } = useSession();
  const { data: loginInfo } = useQuery(loginInfoQuery(hasLogin));

  return (
    <PageShell showBack={false}>
      <List header="个人信息" mode="card">
        <List.Item extra={<span data-testid="mine-name">{guardUser || loginInfo?.name || ddName || '-'}</span>}>
          姓名
        </List.Item>
        <List.Item extra={<span data-testid="mine-phone">{phone || loginInfo?.phone || '-'}</span>}>手机号</List.Item>
        <List.Item extra={loginInfo?.orgName || '-'}>所属单位</List.Item>
        <List.Item extra={[guardArea, guardStreet].filter(Boolean).join(' · ') || '-'}>辖区</List.Item>
      </List>
      <div className={styles.footer}>
        <Button block color="danger" fill="outline" data-testid="logout-button" onClick={() => void confirmLogout()}>
          退出登录
        </Button>
      </div>
    </PageShell>
  );
}
