import { Outlet, useLocation } from 'react-router';
import { GuardTabBar } from './guard-tab-bar';

/** The guard end's four tab pages share this frame: content scrolls, the tab bar stays. */
export function GuardTabLayout() {
  const { pathname } = useLocation();
  return (
    <div data-testid="guard-tab-layout" style={{ display: 'flex', flexDirection: 'column', height: '100dvh' }}>
      <div style={{ flex: 1, overflowY: 'auto', WebkitOverflowScrolling: 'touch' }}>
        <Outlet />
      </div>
      <GuardTabBar activePath={pathname} />
    </div>
  );
}
