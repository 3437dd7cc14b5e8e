import { Badge, List } from 'antd-mobile';
import { HistogramOutline } from 'antd-mobile-icons';
import { useQuery } from '@tanstack/react-query';
import { mayOverseeWarnings } from '@afp/contract';
import { PATHS } from '../../../../config/routes';
import { navigateTo } from '../../../../lib/navigation';
import { loginInfoQuery } from '../../../auth';
import { shownTo } from '../../../../app/prerender';
import { selectIsSupervisingOffice, useSession } from '../../../../lib/session/session.store';
import { warningOverviewBadgeQuery } from '../api/overview.queries';
import styles from '../../../../components/home-entry.module.css';

/**
 * The oa home's entry 预警总览, for centre and district staff only, with the open overdue count.
 * `isFirstScreen`: drawn into index.html's copy of the home, shown there to a supervising office's tab.
 */
export function WarningOverviewEntry({ isFirstScreen = false }: { isFirstScreen?: boolean }) {
  const hasLogin = useSession((s) => s.hasLogin);
  // The login info says it; until it answers, the organisation level the session stored (the home keeps it fresh).
  const isStoredOffice = useSession(selectIsSupervisingOffice);
  const { data: loginInfo } = useQuery(loginInfoQuery(hasLogin));
  const mayOpen = isFirstScreen || (loginInfo ? mayOverseeWarnings(loginInfo) : isStoredOffice);
  const { data: overdue = 0 } = useQuery(warningOverviewBadgeQuery(mayOpen && !isFirstScreen));
  if (!mayOpen) return null;
  return (
    <List className={styles.entry} {...shownTo('office')}>
      <List.Item
        prefix={<HistogramOutline className={styles.icon} />}
        description="全市（辖区）预警处置情况，超时优先"
        extra={
          overdue > 0 ? (
            <Badge content={`超时 ${overdue > 999 ? '999+' : overdue}`} data-testid="warning-overview-overdue" />
          ) : null
        }
        onClick={() => navigateTo(PATHS.warningOverview)}
        data-testid="warning-overview-entry"
      >
        预警总览
      </List.Item>
    </List>
  );
}
