import { PageShell } from '../../../components/page-shell';
import { useWarningStream, WarningListPanel, WarningStatisticsPanel } from '../../early-warning';
import styles from './guard-data.page.module.css';

/** 反诈预警 tab: statistics of the organisation subtree, then the warning lists by state (live). */
export default function GuardDataPage() {
  useWarningStream();
  return (
    <PageShell showBack={false} bodyClassName={styles.body}>
      <WarningStatisticsPanel />
      <WarningListPanel />
    </PageShell>
  );
}
