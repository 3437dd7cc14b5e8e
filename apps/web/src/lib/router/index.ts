/** The app's hash router (in place of react-router, of which the app used a small part). */
export { Outlet, useLocation, useRouteError, useSearchParams } from './hooks';
export type { RouterLocation } from './location';
export type { Resolution } from './router';
export { createHashRouter, RouterProvider, type HashRouter, type RouteLevels } from './router-provider';
export { TestRouter } from './test-router';
