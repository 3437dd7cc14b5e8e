import { lazy, Suspense, useLayoutEffect, useState, type ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { takeFirstChoice } from '../../../app/first-tap';
import { dropPrerender } from '../../../app/prerender';
import { PageShell } from '../../../components/page-shell';
import { ProfileCard } from '../../../components/profile-card';
import { StateBlock } from '../../../components/state-block';
import { PATHS } from '../../../config/routes';
import { reLaunch } from '../../../lib/navigation';
import { useSession } from '../../../lib/session/session.store';
import { HeaderLogoutButton, PasswordChangeEntry } from '../../auth';
import { NoticeEntry } from '../../notice';
import { PartnerCardRecords } from '../../card-feedback';
import { OrderTaskSection } from '../../cooperation-order';
import { cooperationMyInfoQuery } from '../api/cooperation.api';
import { PartnerTasks } from '../components/partner-tasks';
import styles from './cooperation-index.page.module.css';
import { SegmentedTabs } from '../../../components/segmented-tabs';
import { ElderModeSwitch } from '../../../components/elder-mode';
import { PageLoading } from '../../../components/page-loading';

// Only the partner's 任务 list is on the first screen: the other segments (lazy from their features) and the
// centre's view load when shown.
const CentreTasks = lazy(() =>
  import('../components/centre-tasks').then((module) => ({ default: module.CentreTasks })),
);

/**
 * 警企协作 (open without login): a login prompt; partners see their organisation's tasks, oa
 * staff the centre's view of the tasks they issued.
 */
export default function CooperationIndexPage() {
  const loginType = useSession((s) => (s.hasLogin ? s.loginType : ''));
  // The real page takes the place of index.html's copy (a partner's, shown to partners only).
  useLayoutEffect(dropPrerender, []);
  if (loginType === 'cooperation') return <PartnerIndex />;
  if (loginType === 'oa')
    return (
      <PageShell>
        <Suspense fallback={<PageLoading />}>
          <CentreTasks />
        </Suspense>
      </PageShell>
    );
  return (
    <PageShell>
      <LoginPrompt />
    </PageShell>
  );
}

/** The partner's index (also index.html's first screen for a partner's tab, build/prerender.ts). */
export function PartnerIndex() {
  return (
    <PageShell showBack={false} right={<HeaderLogoutButton />}>
      <PartnerHome />
    </PageShell>
  );
}

function LoginPrompt() {
  return (
    <StateBlock illustration="empty" title="警企协作" description="请使用合作单位账号登录后查看协作任务">
      <Button color="primary" data-testid="cooperation-login" onClick={() => reLaunch(PATHS.login)}>
        去登录
      </Button>
    </StateBlock>
  );
}

type Segment = 'tasks' | 'orders' | 'cards';
const SEGMENTS: [Segment, string][] = [
  ['tasks', '任务'],
  ['orders', '工单'],
  ['cards', '开卡核查'],
];
const SEGMENT_KEYS = SEGMENTS.map(([key]) => key);
const SEGMENT_VIEWS: Record<Segment, () => ReactNode> = {
  tasks: () => <PartnerTasks />,
  orders: () => <OrderTaskSection />,
  cards: () => <PartnerCardRecords />,
};

function PartnerHome() {
  const { data: myInfo, isPending } = useQuery(cooperationMyInfoQuery(true));
  // A tab tapped on index.html's copy before the app arrived is the one it opens on.
  const [segment, setSegment] = useState<Segment>(
    () => takeFirstChoice('cooperation-segment', SEGMENT_KEYS) ?? 'tasks',
  );
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
      <Suspense fallback={<PageLoading />}>{SEGMENT_VIEWS[segment]()}</Suspense>
    </>
  );
}
