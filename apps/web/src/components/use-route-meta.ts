import { useLocation } from '../lib/router';
import { DEFAULT_PAGE_TITLE } from '@afp/contract';
import { findRoute, type RouteMeta } from '../config/routes';

/** The spec route being shown (title, group, login need). */
export function useRouteMeta(): RouteMeta {
  const { pathname } = useLocation();
  return findRoute(pathname) ?? { path: pathname, title: DEFAULT_PAGE_TITLE, needsLogin: true, group: 'common' };
}
