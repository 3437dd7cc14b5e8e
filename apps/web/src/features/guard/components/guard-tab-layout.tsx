import { Outlet, useLocation } from '../../../lib/router';
import { useWarningStream } from '../../early-warning';
import { GuardTabFrame } from './guard-tab-frame';

/**
 * The guard end's four tab pages share this frame: content scrolls, the tab bar stays. The live
 * warning stream runs on every tab, so the lists and the tab bar's badge follow new warnings.
 */
export function GuardTabLayout() {
  const { pathname } = useLocation();
  useWarningStream();
  return (
    <GuardTabFrame activePath={pathname}>
      <Outlet />
    </GuardTabFrame>
  );
}
