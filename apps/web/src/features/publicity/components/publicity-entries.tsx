import {
  CalendarOutline,
  FileOutline,
  FlagOutline,
  HistogramOutline,
  PicturesOutline,
  VideoOutline,
} from 'antd-mobile-icons';
import { EntryGrid, type GridEntry } from '../../../components/entry-grid';
import { PATHS } from '../../../config/routes';
import { themeColor } from '../../../theme/theme';

const SG = '/pages/packageSubGuard';
const PG = '/pages/packageGuard';

/** The 全民反诈 tab's ways into prevention work (spec routes; preaching and the classroom are their features' pages). */
const ENTRIES: GridEntry[] = [
  { label: '宣防记录', path: PATHS.publicityRecord, icon: <FileOutline />, color: themeColor('blue') },
  { label: '一案一宣', path: PATHS.publicityCaseCreate, icon: <FlagOutline />, color: themeColor('volcano') },
  { label: '宣讲预约', path: `${PG}/preach-list/preach-detail`, icon: <CalendarOutline />, color: themeColor('green') },
  {
    label: '宣讲课堂',
    path: `${SG}/speech-class/speech-class-index`,
    icon: <VideoOutline />,
    color: themeColor('geekblue'),
  },
  { label: '排行榜', path: PATHS.rankExtension, icon: <HistogramOutline />, color: themeColor('gold') },
  { label: '宣传内容', path: PATHS.publicityContent, icon: <PicturesOutline />, color: themeColor('cyan') },
];

export function PublicityEntries() {
  return <EntryGrid entries={ENTRIES} columns={3} testId="publicity-entries" />;
}
