import { useLayoutEffect } from 'react';
import { dropPrerender } from '../../../app/prerender';
import { PageShell } from '../../../components/page-shell';
import { WarningListPanel, WarningStatisticsPanel } from '../../early-warning';
import styles from './guard-data.page.module.css';

/**
 * 反诈预警 tab: the work list first — statistics and charts stay folded into one line until opened —
 * live through the tab layout's warning stream.
 */
export default function GuardDataPage() {
  // The real page takes the place of index.html's copy in the same frame.
  useLayoutEffect(dropPrerender, []);
  return (
    <PageShell showBack={false} bodyClassName={styles.body}>
      <WarningStatisticsPanel />
      <WarningListPanel />
    </PageShell>
  );
}
