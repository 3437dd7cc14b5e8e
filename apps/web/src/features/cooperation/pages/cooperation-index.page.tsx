import { Button, ErrorBlock, List } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { PageShell } from '../../../components/page-shell';
import { ProfileCard } from '../../../components/profile-card';
import { PATHS } from '../../../config/routes';
import { navigateTo, reLaunch } from '../../../lib/navigation';
import { useSession } from '../../../lib/session/session.store';
import { cooperationMyInfoQuery } from '../api/cooperation.api';
import styles from './cooperation-index.page.module.css';

/** 警企协作 (open without login): partner users see their task entry, others a login prompt. */
export default function CooperationIndexPage() {
  const isPartner = useSession((s) => s.hasLogin && s.loginType === 'cooperation');
  return <PageShell showBack={!isPartner}>{isPartner ? <PartnerHome /> : <LoginPrompt />}</PageShell>;
}

function LoginPrompt() {
  return (
    <ErrorBlock status="empty" title="警企协作" description="请使用合作单位账号登录后查看协作任务">
      <Button color="primary" data-testid="cooperation-login" onClick={() => reLaunch(PATHS.login)}>
        去登录
      </Button>
    </ErrorBlock>
  );
}

function PartnerHome() {
  const hasLogin = useSession((s) => s.hasLogin);
  const { data: myInfo, isPending } = useQuery(cooperationMyInfoQuery(hasLogin));
  return (
    <>
      <ProfileCard name={myInfo?.name ?? '合作单位用户'} testId="cooperation-name" isLoading={isPending}>
        <div className={styles.org}>{myInfo?.orgName}</div>
      </ProfileCard>
      <List mode="card" header="协作任务">
        <List.Item clickable onClick={() => navigateTo('/pages/cooperation/detail')}>
          我的协作任务
        </List.Item>
        <List.Item clickable onClick={() => navigateTo('/pages/cooperation/handle')}>
          待处理任务
        </List.Item>
      </List>
    </>
  );
}
