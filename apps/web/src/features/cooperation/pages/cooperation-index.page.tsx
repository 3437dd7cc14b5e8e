import { useState, type ReactNode } from 'react';
import { Button, ErrorBlock } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { PageShell } from '../../../components/page-shell';
import { ProfileCard } from '../../../components/profile-card';
import { PATHS } from '../../../config/routes';
import { reLaunch } from '../../../lib/navigation';
import { useSession } from '../../../lib/session/session.store';
import { HeaderLogoutButton, PasswordChangeEntry } from '../../auth';
import { PartnerCardRecords } from '../../card-feedback';
import { OrderTaskSection } from '../../cooperation-order';
import { NoticeEntry } from '../../notice';
import { cooperationMyInfoQuery } from '../api/cooperation.api';
import { CentreTasks } from '../components/centre-tasks';
import { PartnerTasks } from '../components/partner-tasks';
import styles from './cooperation-index.page.module.css';
import { SegmentedTabs } from '../../../components/segmented-tabs';
import { ElderModeSwitch } from '../../../components/elder-mode';

/**
 * 警企协作 (open without login): a login prompt; partners see their organisation's tasks, oa
 * staff the centre's view of the tasks they issued.
 */
export default function CooperationIndexPage() {
  const loginType = useSession((s) => (s.hasLogin ? s.loginType : ''));
  if (loginType === 'cooperation')
    return (
      <PageShell showBack={false} right={<HeaderLogoutButton />}>
        <PartnerHome />
      </PageShell>
    );
  if (loginType === 'oa')
    return (
      <PageShell>
        <CentreTasks />
      </PageShell>
    );
  return (
    <PageShell>
      <LoginPrompt />
    </PageShell>
  );
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

type Segment = 'tasks' | 'orders' | 'cards';
const SEGMENTS: [Segment, string][] = [
  ['tasks', '任务'],
  ['orders', '工单'],
  ['cards', '开卡核查'],
];
const SEGMENT_VIEWS: Record<Segment, () => ReactNode> = {
  tasks: () => <PartnerTasks />,
  orders: () => <OrderTaskSection />,
  cards: () => <PartnerCardRecords />,
};

function PartnerHome() {
  const { data: myInfo, isPending } = useQuery(cooperationMyInfoQuery(true));
  const [segment, setSegment] = useState<Segment>('tasks');
  return (
    <>
      <ProfileCard name={myInfo?.name ?? '合作单位用户'} testId="cooperation-name" isLoading={isPending}>
        <div className={styles.org}>{myInfo?.orgName}</div>
      </ProfileCard>
      {/* Withdrawals and measures about to lapse reach the partner as notices. */}
      <NoticeEntry />
      <PasswordChangeEntry />
      <ElderModeSwitch />
      <SegmentedTabs
        label="协作类别"
        options={SEGMENTS}
        value={segment}
        onChange={setSegment}
        testIdPrefix="cooperation-segment"
      />
      {SEGMENT_VIEWS[segment]()}
    </>
  );
}
