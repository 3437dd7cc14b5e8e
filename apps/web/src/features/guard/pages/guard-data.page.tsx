import { PageShell } from '../../../components/page-shell';
import { WarningListPanel } from '../../early-warning/components/warning-list-panel';
import { WarningStatisticsPanel } from '../../early-warning/components/warning-statistics';
import { useWarningStream } from '../../early-warning/hooks/use-warning-stream';

/** 反诈预警 tab: statistics of the organisation subtree, then the warning lists by state (live). */
export default function GuardDataPage() {
  useWarningStream();
  return (
    <PageShell showBack={false} bodyStyle={{ background: '#f5f5f5' }}>
      <WarningStatisticsPanel />
      <WarningListPanel />
    </PageShell>
  );
}
