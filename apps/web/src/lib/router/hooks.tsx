import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { withSearch, type RouterLocation } from './location';

export interface NavigateOptions {
  replace?: boolean;
}

/** What pages see of the router: the shown location and a way to move. */
export interface RouterContextValue {
  location: RouterLocation;
  navigate: (path: string, options?: NavigateOptions) => void;
}

export const RouterContext = createContext<RouterContextValue | null>(null);

/** The levels still to draw below the current one: the tab frame, then the page. */
const OutletContext = createContext<readonly ReactNode[]>([]);

export const RouteErrorContext = createContext<unknown>(undefined);

function useRouter(): RouterContextValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('router hooks need a RouterProvider (TestRouter in tests)');
  return router;
}

export const useLocation = (): RouterLocation => useRouter().location;

export type SetSearchParams = (params: URLSearchParams | Record<string, string>, options?: NavigateOptions) => void;

/** The page's query, and a way to change it (a navigation to the same page, guarded like any other). */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback<SetSearchParams>(
    (next, options) => navigate(withSearch(location.pathname, next), options),
    [location.pathname, navigate],
  );
  return [params, setParams];
}

/** The error the route error screen is showing. */
export const useRouteError = (): unknown => useContext(RouteErrorContext);

/** Draws `levels[0]`, whose Outlet draws the rest. */
export function Levels({ levels }: { levels: readonly ReactNode[] }) {
  const [level, ...below] = levels;
  return <OutletContext.Provider value={below}>{level}</OutletContext.Provider>;
}

/** Where a layout draws the level below it (the page inside the tab frame). */
export function Outlet() {
  const levels = useContext(OutletContext);
  return levels.length > 0 ? <Levels levels={levels} /> : null;
}
