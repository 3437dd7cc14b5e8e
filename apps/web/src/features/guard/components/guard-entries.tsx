import {
  BillOutline,
  CalendarOutline,
  ExclamationShieldOutline,
  FileOutline,
  FlagOutline,
  HistogramOutline,
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

const SG = '/pages/packageSubGuard';
const PG = '/pages/packageGuard';

/** Every guard feature area, linked to its spec route. */
export const GUARD_ENTRIES: GridEntry[] = [
  {
    label: '预警处置',
    path: `${SG}/early-warning-detail/early-warning-detail-list`,
    icon: <ExclamationShieldOutline />,
    color: '#f5222d',
  },
  { label: '移交管理', path: `${SG}/transfer-tab/transfer-tab`, icon: <SendOutline />, color: '#fa8c16' },
  { label: '重点人员管控', path: `${SG}/people-control/people-control`, icon: <UserSetOutline />, color: '#722ed1' },
  { label: '易受骗人群', path: `${SG}/gullible-index/gullible-index`, icon: <TeamOutline />, color: '#eb2f96' },
  {
    label: '开卡码反馈',
    path: `${SG}/guard-card-feedback/guard-card-feedback`,
    icon: <BillOutline />,
    color: '#13c2c2',
  },
  { label: '宣防记录', path: `${PG}/publicity-record/publicity-record`, icon: <FileOutline />, color: '#1677ff' },
  { label: '宣讲预约', path: `${PG}/preach-list/preach-detail`, icon: <CalendarOutline />, color: '#52c41a' },
  { label: '一案一宣', path: `${SG}/publicity-case/publicity-case-create`, icon: <FlagOutline />, color: '#fa541c' },
  { label: '宣讲课堂', path: `${SG}/speech-class/speech-class-index`, icon: <VideoOutline />, color: '#2f54eb' },
  { label: '排行榜', path: `${SG}/rank-extension/rank-extension`, icon: <HistogramOutline />, color: '#faad14' },
  { label: '推广用户', path: `${SG}/spread-user/spread-user`, icon: <UserAddOutline />, color: '#a0d911' },
  { label: '实有人口', path: `${PG}/population-info/population-info`, icon: <UserContactOutline />, color: '#08979c' },
  {
    label: '信息查询',
    path: `${PG}/early-warning-information-search/information-list`,
    icon: <SearchOutline />,
    color: '#597ef7',
  },
  {
    label: '宣讲概况',
    path: `${SG}/guard-defend-detail/guard-defend-detail`,
    icon: <SoundOutline />,
    color: '#9254de',
  },
  { label: '我的二维码', path: `${SG}/qrcode/qrcode`, icon: <TransportQRcodeOutline />, color: '#36cfc9' },
  { label: '转让管理员', path: `${SG}/transfer-manager/transfer-manager`, icon: <UserSetOutline />, color: '#8c8c8c' },
];

export function GuardEntryGrid() {
  return <EntryGrid entries={GUARD_ENTRIES} testId="guard-entry-grid" />;
}
