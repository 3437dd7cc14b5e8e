import type { ReactNode } from 'react';
import { GuardTabBar } from './guard-tab-bar';
import styles from './guard-tab-layout.module.css';

/** The guard end's tab frame: the tab page scrolls, the tab bar stays (also drawn into index.html). */
export function GuardTabFrame({ activePath, children }: { activePath: string; children: ReactNode }) {
  return (
    <div data-testid="guard-tab-layout" className={styles.layout}>
      <div className={styles.content}>{children}</div>
      <GuardTabBar activePath={activePath} />
    </div>
  );
}
