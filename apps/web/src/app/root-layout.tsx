import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { DEFAULT_PAGE_TITLE } from '@afp/contract';
import { OfflineBanner } from '../components/offline-banner';
import { findRoute, PATHS } from '../config/routes';
import { loadVerifyGroups } from '../features/oa';
import { useSession } from '../lib/session/session.store';
import { dropPrerender } from './prerender';

/** Work done after every navigation: document title and the oa verify-group list (spec §2). */
export function RootLayout() {
  const { pathname } = useLocation();
  const needsVerifyGroups = useSession((s) => s.hasLogin && s.loginType === 'oa' && !s.loadedOaVerifyGroup);

  useEffect(() => {
    // The prerendered login page is the first screen of the login URL only (the login page drops it itself).
    if (pathname !== PATHS.login) dropPrerender();
  }, [pathname]);

  useEffect(() => {
    document.title = findRoute(pathname)?.title ?? DEFAULT_PAGE_TITLE;
  }, [pathname]);

  useEffect(() => {
    if (needsVerifyGroups) void loadVerifyGroups();
  }, [pathname, needsVerifyGroups]);

  return (
    <>
      <OfflineBanner />
      <Outlet />
    </>
  );
}
