import { findRoute, GUARD_TABS } from '../config/routes';
import { loadGuardTabLayout } from '../features/guard';
import type { Resolution, RouteLevels, RouterLocation } from '../lib/router';
import { AsyncPage, preloadPage } from './async-page';
import { RouteError } from './error-screens';
import { firstRequestsOf, pageFor } from './features';
import { canEnter, routeGuard } from './route-guard';

export const tabPaths = new Set(GUARD_TABS.map((tab) => tab.path));

const notFound: RouteLevels = [<RouteError notFound />];

/** Until the first location has resolved: the page the app opens on. */
let opening = true;

/**
 * What a location shows: the not-found screen for a path of no route; else the route guard decides
 * first, and the page (inside the tab frame for a guard tab) shows only if it lets the visitor in.
 */
export async function resolveLocation({ pathname, search }: RouterLocation): Promise<Resolution<RouteLevels>> {
  const route = findRoute(pathname);
  if (!route) return { view: notFound };
  const page = pageFor(route.path);
  // The page's code is fetched while the guard decides, not after it (unless the guard will send the visitor away).
  if (canEnter(route)) preloadPage(page);
  // The tab frame's code loads alongside the tab's guard and page.
  const [redirect, TabFrame] = await Promise.all([
    routeGuard(route)(),
    tabPaths.has(route.path) ? loadGuardTabLayout() : null,
  ]);
  if (redirect) return { redirect };
  // The page the app opens on, let in: its first requests leave now, beside its code (taken once
  // by its own calls; only on opening, so no later visit can take an answer meant for an earlier one).
  if (opening) firstRequestsOf(route.path)?.(new URLSearchParams(search));
  opening = false;
  // Keyed by path so two routes never share one loading state.
  const pageLevel = <AsyncPage key={route.path} importer={page} />;
  return { view: TabFrame ? [<TabFrame />, pageLevel] : [pageLevel] };
}
