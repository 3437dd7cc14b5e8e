import { Badge, List } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { GUARD_ROLE } from '@afp/contract';
import { StatStrip } from '../../../components/stat-strip';
import { PATHS } from '../../../config/routes';
import { navigateTo } from '../../../lib/navigation';
import { useSession } from '../../../lib/session/session.store';
import { adminTransferQuery, myStatsQuery } from '../api/promotion.queries';
import { useFreshSessionRoles } from '../../auth';

/** The preaching helper's page: my preaching QR code (guard-defend-detail/detail-qr). */
const PREACHING_QR_PATH = '/pages/packageSubGuard/guard-defend-detail/detail-qr';

function MyStatistics() {
  const { data, isPending, isError } = useQuery(myStatsQuery());
  const value = (n: number | null | undefined) =>
    isPending ? '…' : isError || n === null || n === undefined ? '-' : n;
  const items = [
    { label: '推广用户', value: value(data?.spreadUsers), path: PATHS.spreadUser },
    { label: '宣防记录', value: value(data?.publicity), path: '/pages/packageGuard/publicity-record/publicity-record' },
    { label: '处置预警', value: value(data?.handledWarnings), path: PATHS.earlyWarningDetailList },
  ];
  return (
    <List header="本月统计" mode="card">
      <StatStrip
        inCard
        testId="mine-stats"
        items={items.map(({ path, ...item }) => ({ ...item, onClick: () => navigateTo(path) }))}
      />
    </List>
  );
}

/**
 * The 我的 tab's promotion part: my QR codes, this month's figures, the leaderboard and — for the
 * team admin, or a member offered the role — transfer administrator. Keeps the session's role fresh.
 */
export function MinePromotion() {
  useFreshSessionRoles();
  const roleType = useSession((s) => s.roleType);
  const isTeamAdmin = roleType === GUARD_ROLE.teamAdmin;
  const transfers = useQuery({ ...adminTransferQuery(), enabled: roleType !== null });
  const offered = transfers.data?.incoming.length ?? 0;
  return (
    <>
      <List header="我的二维码" mode="card">
        <List.Item data-testid="mine-promotion-qr" onClick={() => navigateTo(PATHS.promotionQrcode)}>
          推广二维码
        </List.Item>
        <List.Item onClick={() => navigateTo(PREACHING_QR_PATH)}>宣讲二维码</List.Item>
      </List>
      <MyStatistics />
      <List mode="card">
        <List.Item onClick={() => navigateTo(PATHS.rankExtension)}>排行榜</List.Item>
        {isTeamAdmin || offered > 0 ? (
          <List.Item
            data-testid="mine-transfer-manager"
            extra={offered > 0 ? <Badge content={offered} /> : null}
            onClick={() => navigateTo(PATHS.transferManager)}
          >
            转让管理员
          </List.Item>
        ) : null}
      </List>
    </>
  );
}
