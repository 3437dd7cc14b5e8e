import { createHashRouter, type RouteObject } from 'react-router';
import { findRoute, GUARD_TABS, ROUTES, type RouteMeta } from '../config/routes';
import { loadGuardTabLayout } from '../features/guard';
import { registerNavigator } from '../lib/navigation';
import { PageLoading } from '../components/page-loading';
import { AsyncPage, preloadPage } from './async-page';
import { RouteError } from './error-screens';
import { pageFor } from './features';
import { RootLayout } from './root-layout';
import { canEnter, routeGuard } from './route-guard';

const toRoute = (route: RouteMeta): RouteObject => {
  const page = pageFor(route.path);
  const guard = routeGuard(route);
  return {
    path: route.path,
    loader: () => {
      // The page's code is fetched while the guard decides, not after it (unless the guard will send the visitor away).
      if (canEnter(route)) preloadPage(page);
      return guard();
    },
    // Keyed by path so two routes never share one loading state.
    element: <AsyncPage key={route.path} importer={page} />,
  };
};

const tabPaths = new Set(GUARD_TABS.map((tab) => tab.path));

export const router = createHashRouter([
  {
    element: <RootLayout />,
    HydrateFallback: () => <PageLoading />,
    errorElement: <RouteError />,
    children: [
      ...ROUTES.filter((route) => !tabPaths.has(route.path)).map(toRoute),
      // The tab frame's code loads alongside the tab's guard and page.
      { lazy: async () => ({ Component: await loadGuardTabLayout() }), children: GUARD_TABS.map(toRoute) },
      { path: '*', loader: () => null, element: <RouteError notFound /> },
    ],
  },
]);

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
  back: (delta) => void router.navigate(-delta),
  preload: preloadRoute,
});
