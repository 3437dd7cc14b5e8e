import { useEffect } from 'react';
import { Outlet, useLocation } from '../lib/router';
import { DEFAULT_PAGE_TITLE } from '@afp/contract';
import { ElderModeOffer } from '../components/elder-mode';
import { OfflineBanner } from '../components/offline-banner';
import { findRoute, PATHS } from '../config/routes';
import { loadVerifyGroups } from '../features/oa';
import { useElderModeClass } from '../lib/elder-mode/elder-mode';
import { useSession } from '../lib/session/session.store';
import { dropPrerender, hasPrerender } from './prerender';

/** Routes that only decide where to go next. */
const PASS_THROUGH_ROUTES = new Set<string>([PATHS.root, PATHS.blank]);

/** The public pages residents open by a link or QR code: 长辈版 is offered there at the first visit. */
const RESIDENT_PAGES = new Set<string>([
  PATHS.promotionRegister,
  PATHS.preachBooking,
  PATHS.preachSignIn,
  PATHS.preachBookingStatus,
  PATHS.circleInvitation,
]);

/** Work done after every navigation: document title, the oa verify-group list (spec §2), the 长辈版 class and offer. */
export function RootLayout() {
  const { pathname } = useLocation();
  const needsVerifyGroups = useSession((s) => s.hasLogin && s.loginType === 'oa' && !s.loadedOaVerifyGroup);
  useElderModeClass();

  useEffect(() => {
    // index.html's first screens stay while their route's page is on its way (the page drops them
    // itself) and while the blank page decides where to go (a workplace-app visit's home).
    if (!hasPrerender(pathname) && !PASS_THROUGH_ROUTES.has(pathname)) dropPrerender();
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
      {RESIDENT_PAGES.has(pathname) ? <ElderModeOffer /> : null}
      <Outlet />
    </>
  );
}
