import { Tabs } from 'antd-mobile';
import { useSearchParams } from '../../../lib/router';
import { PageShell } from '../../../components/page-shell';
import type { TransferDirection } from '../api/transfer.queries';
import { TransferListView } from '../components/transfer-list-view';
import styles from './transfer-tab.page.module.css';

const TABS: [TransferDirection, string][] = [
  ['sent', '我移交的'],
  ['received', '移交给我的'],
];

/** 移交管理: both transfer lists in tabs; the open tab is kept in the URL (?tab=received). */
export default function TransferTabPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const active: TransferDirection = searchParams.get('tab') === 'received' ? 'received' : 'sent';

  return (
    <PageShell>
      <Tabs
        activeKey={active}
        onChange={(key) => setSearchParams({ tab: key }, { replace: true })}
        className={styles.tabs}
      >
        {TABS.map(([key, title]) => (
          <Tabs.Tab key={key} title={<span data-testid={`transfer-tab-${key}`}>{title}</span>} />
        ))}
      </Tabs>
      <TransferListView key={active} direction={active} />
    </PageShell>
  );
}
