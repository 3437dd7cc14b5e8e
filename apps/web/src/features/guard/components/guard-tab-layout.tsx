import { Outlet, useLocation } from 'react-router';
import { useWarningStream } from '../../early-warning';
import { GuardTabBar } from './guard-tab-bar';
import styles from './guard-tab-layout.module.css';

/**
 * The guard end's four tab pages share this frame: content scrolls, the tab bar stays. The live
 * warning stream runs on every tab, so the lists and the tab bar's badge follow new warnings.
 */
export function GuardTabLayout() {
  const { pathname } = useLocation();
  useWarningStream();
  return (
    <div data-testid="guard-tab-layout" className={styles.layout}>
      <div className={styles.content}>
        <Outlet />
      </div>
      <GuardTabBar activePath={pathname} />
    </div>
  );
}
