import { findRoute } from '../config/routes';
import { loadGuardTabLayout } from '../features/guard';
import { registerNavigator } from '../lib/navigation';
import { createHashRouter } from '../lib/router';
import { PageLoading } from '../components/page-loading';
import { preloadPage } from './async-page';
import { RouteError } from './error-screens';
import { pageFor } from './features';
import { RootLayout } from './root-layout';
import { resolveLocation, tabPaths } from './route-resolution';

export const router = createHashRouter(resolveLocation, {
  Layout: RootLayout,
  loading: <PageLoading />,
  error: <RouteError />,
});

/** A route's page code, and the tab frame's for a tab: what opening it will fetch. */
function preloadRoute(path: string): void {
  const route = findRoute(path);
  if (!route) return;
  preloadPage(pageFor(route.path));
  if (tabPaths.has(route.path)) void loadGuardTabLayout().catch(() => undefined);
}

registerNavigator({
  push: (path) => void router.navigate(path),
  replace: (path) => void router.navigate(path, { replace: true }),
  back: (delta) => router.back(delta),
  preload: preloadRoute,
});
