import { useLayoutEffect } from 'react';
import { Card, Tag } from 'antd-mobile';
import { FIRST_SCREEN_OA_NAME } from '@afp/contract';
import {
  CalendarOutline,
  CheckShieldOutline,
  ClockCircleOutline,
  EyeOutline,
  FileOutline,
  HistogramOutline,
  LoopOutline,
  MailOutline,
  PieOutline,
  SendOutline,
  TeamOutline,
  UnorderedListOutline,
} from 'antd-mobile-icons';
import { dropPrerender, perUser } from '../../../app/prerender';
import { EntryGrid, type GridEntry } from '../../../components/entry-grid';
import { PageShell } from '../../../components/page-shell';
import { homeCardClass, ProfileCard } from '../../../components/profile-card';
import { PATHS } from '../../../config/routes';
import {
  selectHasVerify,
  selectIsAdmin,
  selectIsSupervisingOffice,
  useSession,
  useUsable,
  type RoleGated,
} from '../../../lib/session/session.store';
import { HeaderLogoutButton, PasswordChangeEntry, useFreshSessionRoles } from '../../auth';
import { CooperationOverdueBadge } from '../../cooperation';
import { OrderOverdueBadge } from '../../cooperation-order';
import { MailInboxBadge } from '../../mail';
import { useMayReview, VerificationBadge } from '../../verification';
import { NoticeEntry } from '../../notice';
import { TransferApprovalBadge } from '../../transfer';
import { WarningOverviewEntry } from '../../early-warning';
import { useLatestIssueYear } from '../hooks/use-latest-issue-year';
import styles from './oa-home.page.module.css';
import { ElderModeSwitch } from '../../../components/elder-mode';

/** The oa feature areas; 核查 only with the verify permission (spec §6), 复核 for re-verify group members. */
const OA_ENTRIES: RoleGated<GridEntry>[] = [
  {
    label: '公文通知',
    path: PATHS.mailInbox,
    icon: (
      <MailInboxBadge>
        <MailOutline />
      </MailInboxBadge>
    ),
  },
  {
    label: '核查',
    path: PATHS.verifyIndex,
    icon: (
      <VerificationBadge stage="verify">
        <CheckShieldOutline />
      </VerificationBadge>
    ),
    mayUse: selectHasVerify,
    // The administrator always may; a verify group's member shows once the app knows the groups.
    firstScreenRole: 'admin',
  },
  {
    label: '复核',
    path: PATHS.reviewIndex,
    icon: (
      <VerificationBadge stage="review">
        <EyeOutline />
      </VerificationBadge>
    ),
  },
  { label: '报表', path: '/pages/report/index', icon: <HistogramOutline /> },
  { label: '考核规则统计', path: '/pages/rule-sta/index', icon: <PieOutline /> },
  // The weekly case bulletin (issue 26): the centre's every week, an office's those sent to it.
  { label: '发案通报', path: PATHS.bulletinIndex, icon: <UnorderedListOutline /> },
  {
    label: '警企协作',
    path: PATHS.cooperationHome,
    icon: (
      <CooperationOverdueBadge>
        <TeamOutline />
      </CooperationOverdueBadge>
    ),
    // Only the supervising offices issue tasks; a station would fill the form to be refused (caller.ts).
    mayUse: selectIsSupervisingOffice,
    firstScreenRole: 'office',
  },
  {
    label: '协作工单',
    path: PATHS.cooperationOrders,
    icon: (
      <OrderOverdueBadge>
        <FileOutline />
      </OrderOverdueBadge>
    ),
    // Orders, their figures and the content library are the supervising offices' (caller.ts).
    mayUse: selectIsSupervisingOffice,
    firstScreenRole: 'office',
  },
  {
    label: '响应时效',
    path: PATHS.cooperationFigures,
    icon: <ClockCircleOutline />,
    mayUse: selectIsSupervisingOffice,
    firstScreenRole: 'office',
  },
  // Cross-district transfers wait here for the receiving district's (or the centre's) approval (issue 25).
  {
    label: '移交审核',
    path: PATHS.transferApproval,
    icon: (
      <TransferApprovalBadge>
        <LoopOutline />
      </TransferApprovalBadge>
    ),
    mayUse: selectIsSupervisingOffice,
    firstScreenRole: 'office',
  },
  // Units book preaching sessions; the centre assigns each to a station (features/preaching).
  { label: '宣讲预约', path: PATHS.preachDetail, icon: <CalendarOutline /> },
  {
    label: '发布宣传内容',
    path: PATHS.publicityPublish,
    icon: <SendOutline />,
    mayUse: selectIsSupervisingOffice,
    firstScreenRole: 'office',
  },
];

/**
 * The tiles of index.html's prerendered copy: every tile a role the stored session tells may use
 * (shown by that role, `firstScreenRole`), none that waits for the server (复核, a verify group's 核查).
 */
const FIRST_SCREEN_ENTRIES = OA_ENTRIES.filter(
  (entry) => (!entry.mayUse || entry.firstScreenRole) && entry.path !== PATHS.reviewIndex,
);

/**
 * Office (oa) home: who is logged in, their permissions, and the oa feature entries. `isFirstScreen`:
 * drawn at build time for index.html (`oa-home.first-screen.tsx`), before any session or data.
 */
export default function OaHomePage({ isFirstScreen = false }: { isFirstScreen?: boolean }) {
  const user = useSession((s) => s.user);
  const isAdmin = useSession(selectIsAdmin);
  const hasVerify = useSession(selectHasVerify);
  const annual = useSession((s) => s.annual);
  const mayReview = useMayReview();
  const usable = useUsable(OA_ENTRIES).filter((entry) => mayReview || entry.path !== PATHS.reviewIndex);
  const entries = isFirstScreen ? FIRST_SCREEN_ENTRIES : usable;
  useLatestIssueYear();
  useFreshSessionRoles();
  // The real page takes the place of index.html's copy.
  useLayoutEffect(dropPrerender, []);

  return (
    <PageShell showBack={false} right={<HeaderLogoutButton />}>
      <ProfileCard name={user.accountName || '工作人员'} testId="oa-account-name" firstScreen={FIRST_SCREEN_OA_NAME}>
        <div className={styles.tags} {...perUser}>
          {isAdmin && <Tag color="primary">管理员</Tag>}
          <Tag color={hasVerify ? 'success' : 'default'} data-testid="oa-verify-status">
            {hasVerify ? '有核查权限' : '无核查权限'}
          </Tag>
          <Tag color="default">{annual}年度</Tag>
        </div>
      </ProfileCard>
      <NoticeEntry />
      <WarningOverviewEntry isFirstScreen={isFirstScreen} />
      <Card title="工作台" className={homeCardClass}>
        <EntryGrid entries={entries} columns={3} testId="oa-entry-grid" />
      </Card>
      <PasswordChangeEntry />
      <ElderModeSwitch />
    </PageShell>
  );
}
