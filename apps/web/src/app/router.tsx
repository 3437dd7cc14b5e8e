import { createHashRouter, type RouteObject } from 'react-router';
import { GUARD_TABS, ROUTES, type RouteMeta } from '../config/routes';
import { GuardTabLayout } from '../features/guard';
import { registerNavigator } from '../lib/navigation';
import { PageLoading } from '../components/page-loading';
import { AsyncPage } from './async-page';
import { pageFor } from './features';
import { RootLayout } from './root-layout';
import { routeGuard } from './route-guard';
import { RouteError } from './route-error';

const toRoute = (route: RouteMeta): RouteObject => ({
  path: route.path,
  loader: routeGuard(route),
  // Keyed by path so two routes never share one loading state.
  element: <AsyncPage key={route.path} importer={pageFor(route.path)} />,
});

const tabPaths = new Set(GUARD_TABS.map((tab) => tab.path));

export const router = createHashRouter([
  {
    element: <RootLayout />,
    HydrateFallback: () => <PageLoading />,
    errorElement: <RouteError />,
    children: [
      ...ROUTES.filter((route) => !tabPaths.has(route.path)).map(toRoute),
      { element: <GuardTabLayout />, children: GUARD_TABS.map(toRoute) },
      { path: '*', loader: () => null, element: <RouteError notFound /> },
    ],
  },
]);

registerNavigator({
  push: (path) => void router.navigate(path),
  replace: (path) => void router.navigate(path, { replace: true }),
  back: (delta) => void router.navigate(-delta),
});
