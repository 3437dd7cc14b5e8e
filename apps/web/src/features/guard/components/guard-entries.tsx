import {
  BillOutline,
  CalendarOutline,
  ExclamationShieldOutline,
  FileOutline,
  FlagOutline,
  HistogramOutline,
  MailOutline,
  SearchOutline,
  SendOutline,
  SoundOutline,
  TeamOutline,
  TransportQRcodeOutline,
  UserAddOutline,
  UserContactOutline,
  UserSetOutline,
  VideoOutline,
} from 'antd-mobile-icons';
import { EntryGrid, type GridEntry } from '../../../components/entry-grid';
import { PATHS } from '../../../config/routes';
import { selectIsOrgAdmin, useUsable, type RoleGated } from '../../../lib/session/session.store';
import { themeColor } from '../../../theme/theme';
import { MailInboxBadge } from '../../mail';

const SG = '/pages/packageSubGuard';
const PG = '/pages/packageGuard';

/** Every guard feature area, linked to its spec route; a few only for the roles that may use them. */
export const GUARD_ENTRIES: RoleGated<GridEntry>[] = [
  {
    label: '预警处置',
    path: `${SG}/early-warning-detail/early-warning-detail-list`,
    icon: <ExclamationShieldOutline />,
    color: themeColor('red'),
  },
  { label: '移交管理', path: `${SG}/transfer-tab/transfer-tab`, icon: <SendOutline />, color: themeColor('orange') },
  {
    label: '重点人员管控',
    path: `${SG}/people-control/people-control`,
    icon: <UserSetOutline />,
    color: themeColor('purple'),
  },
  {
    label: '易受骗人群',
    path: `${SG}/gullible-index/gullible-index`,
    icon: <TeamOutline />,
    color: themeColor('magenta'),
  },
  {
    label: '开卡码反馈',
    path: `${SG}/guard-card-feedback/guard-card-feedback`,
    icon: <BillOutline />,
    color: themeColor('cyan'),
  },
  {
    label: '宣防记录',
    path: `${PG}/publicity-record/publicity-record`,
    icon: <FileOutline />,
    color: themeColor('blue'),
  },
  { label: '宣讲预约', path: `${PG}/preach-list/preach-detail`, icon: <CalendarOutline />, color: themeColor('green') },
  {
    label: '一案一宣',
    path: `${SG}/publicity-case/publicity-case-create`,
    icon: <FlagOutline />,
    color: themeColor('volcano'),
  },
  {
    label: '宣讲课堂',
    path: `${SG}/speech-class/speech-class-index`,
    icon: <VideoOutline />,
    color: themeColor('geekblue'),
  },
  {
    label: '排行榜',
    path: `${SG}/rank-extension/rank-extension`,
    icon: <HistogramOutline />,
    color: themeColor('gold'),
  },
  { label: '推广用户', path: `${SG}/spread-user/spread-user`, icon: <UserAddOutline />, color: themeColor('lime') },
  {
    label: '实有人口',
    path: `${PG}/population-info/population-info`,
    icon: <UserContactOutline />,
    color: themeColor('cyanDark'),
  },
  {
    label: '信息查询',
    path: `${PG}/early-warning-information-search/information-list`,
    icon: <SearchOutline />,
    color: themeColor('geekblueLight'),
  },
  {
    label: '宣讲概况',
    path: `${SG}/guard-defend-detail/guard-defend-detail`,
    icon: <SoundOutline />,
    color: themeColor('purpleLight'),
  },
  {
    label: '我的二维码',
    path: `${SG}/qrcode/qrcode`,
    icon: <TransportQRcodeOutline />,
    color: themeColor('cyanLight'),
  },
  {
    label: '公文收件',
    path: PATHS.mailInbox,
    icon: (
      <MailInboxBadge>
        <MailOutline />
      </MailInboxBadge>
    ),
    color: themeColor('blue'),
    // Mail goes to organisations: their team admins and above receive it.
    mayUse: selectIsOrgAdmin,
  },
  {
    label: '转让管理员',
    path: `${SG}/transfer-manager/transfer-manager`,
    icon: <UserSetOutline />,
    color: themeColor('grey'),
    // Handing the admin role on is the admin's own act.
    mayUse: selectIsOrgAdmin,
  },
];

export function GuardEntryGrid() {
  return <EntryGrid entries={useUsable(GUARD_ENTRIES)} testId="guard-entry-grid" />;
}
