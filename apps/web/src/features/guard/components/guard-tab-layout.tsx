import { Outlet, useLocation } from 'react-router';
import { GuardTabBar } from './guard-tab-bar';
import styles from './guard-tab-layout.module.css';

/** The guard end's four tab pages share this frame: content scrolls, the tab bar stays. */
export function GuardTabLayout() {
  const { pathname } = useLocation();
  return (
    <div data-testid="guard-tab-layout" className={styles.layout}>
      <div className={styles.content}>
        <Outlet />
      </div>
      <GuardTabBar activePath={pathname} />
    </div>
  );
}
