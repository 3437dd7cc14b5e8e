import { NAVIGATION_THROTTLE_MS } from '@afp/contract';

/** What the router must provide; registered once by app/router so plain modules can navigate. */
export interface Navigator {
  push: (path: string) => void;
  replace: (path: string) => void;
  back: (delta: number) => void;
  /** Starts fetching a page's code (and its frame's) before navigating there; optional. */
  preload?: (path: string) => void;
}

let navigator: Navigator | null = null;

export function registerNavigator(next: Navigator | null): void {
  navigator = next;
}

/**
 * Drops a call made within `intervalMs` of the last accepted one: a double tap must not
 * open the same page twice (spec §2 throttle).
 */
export function createThrottle(intervalMs: number, now: () => number = () => Date.now()) {
  let last = -Infinity;
  return <A extends unknown[]>(action: (...args: A) => void) =>
    (...args: A): boolean => {
      const time = now();
      if (time - last < intervalMs) return false;
      last = time;
      action(...args);
      return true;
    };
}

const throttled = createThrottle(NAVIGATION_THROTTLE_MS);

const current = (): Navigator => {
  if (!navigator) throw new Error('navigator not registered');
  return navigator;
};

/** Opens a page on top of the current one. */
export const navigateTo = throttled((path: string) => current().push(path));
/** Replaces the current page. */
export const redirectTo = throttled((path: string) => current().replace(path));
/** Goes to a tab page; tabs replace each other instead of stacking. */
export const switchTab = throttled((path: string) => current().replace(path));
/** Goes back `delta` pages. */
export const navigateBack = throttled((delta: number = 1) => current().back(delta));

/** Unthrottled replace for flows that must always land (session expiry, logout). */
export const reLaunch = (path: string): void => current().replace(path);

/**
 * Unthrottled back for a flow's own return once its action has finished (a form sent): the throttle
 * is against double taps, and a fast answer can arrive within 300 ms of the tap that opened the form.
 */
export const returnBack = (delta: number = 1): void => current().back(delta);

/**
 * Starts fetching the code of the page a flow is about to open while it still waits for something
 * else (a login answer): the page then draws as soon as the flow navigates. Does nothing without
 * a router (plain-module tests).
 */
export const preloadPage = (path: string): void => navigator?.preload?.(path);

/**
 * The link a QR code carries to a public (no-login) page of this app: its hash route with the code,
 * e.g. a guard's promotion registration or preaching sign-in.
 */
export const publicLinkOf = (origin: string, pathname: string, path: string, code: string): string =>
  `${origin}${pathname}#${path}?code=${encodeURIComponent(code)}`;

/** `path?id=…`: most pages are about one record named by `?id=`. */
export const withId = (path: string, id: string): string => `${path}?id=${encodeURIComponent(id)}`;

/** navigateTo for click handlers, which have no use for the throttle's boolean. */
export const openPage = (path: string): void => {
  navigateTo(path);
};
