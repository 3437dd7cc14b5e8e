import { Badge, List } from 'antd-mobile';
import { HistogramOutline } from 'antd-mobile-icons';
import { useQuery } from '@tanstack/react-query';
import { mayOverseeWarnings } from '@afp/contract';
import { PATHS } from '../../../../config/routes';
import { navigateTo } from '../../../../lib/navigation';
import { loginInfoQuery } from '../../../auth';
import { useSession } from '../../../../lib/session/session.store';
import { warningOverviewBadgeQuery } from '../api/overview.queries';
import styles from '../../../../components/home-entry.module.css';

/** The oa home's entry 预警总览, for centre and district staff only, with the open overdue count. */
export function WarningOverviewEntry() {
  const hasLogin = useSession((s) => s.hasLogin);
  // oa sessions do not store the organisation level: the login info says it.
  const { data: loginInfo } = useQuery(loginInfoQuery(hasLogin));
  const mayOpen = loginInfo ? mayOverseeWarnings(loginInfo) : false;
  const { data: overdue = 0 } = useQuery(warningOverviewBadgeQuery(mayOpen));
  if (!mayOpen) return null;
  return (
    <List className={styles.entry}>
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
