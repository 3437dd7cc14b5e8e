import type { History } from './hash-history';
import { parsePath, pathOf, type RouterLocation } from './location';

/** What a location turns out to show once its route has decided: a view, or another path instead. */
export type Resolution<View> = { view: View } | { redirect: string };

/** What the router shows: absent until the first location has resolved. */
export type Outcome<View> = { view: View } | { error: unknown } | null;

export interface RouterState<View> {
  location: RouterLocation;
  outcome: Outcome<View>;
}

export interface Router<View> {
  readonly state: RouterState<View>;
  subscribe: (listener: () => void) => () => void;
  navigate: (path: string, options?: { replace?: boolean }) => Promise<void>;
  back: (delta: number) => void;
  /** Stops following the browser's history (tests). */
  dispose: () => void;
}

type HistoryAction = 'push' | 'replace' | 'pop';

/**
 * The app's router: a navigation first resolves its location (the route guard decides, the code
 * loads) while the previous page stays, and only then enters the history and shows. A newer
 * navigation drops an older one still deciding; a redirect takes the navigation's place.
 */
export function createRouter<View>(
  history: History,
  resolve: (location: RouterLocation) => Promise<Resolution<View>>,
): Router<View> {
  let state: RouterState<View> = { location: history.location(), outcome: null };
  let latestNavigation = 0;
  const listeners = new Set<() => void>();

  const commit = (action: HistoryAction, location: RouterLocation, outcome: Outcome<View>) => {
    if (action === 'push') history.push(pathOf(location));
    if (action === 'replace') history.replace(pathOf(location));
    // Read back from the URL: the browser's own encoding of the query is what pages see.
    state = { location: history.location(), outcome };
    listeners.forEach((listener) => listener());
  };

  async function go(action: HistoryAction, location: RouterLocation): Promise<void> {
    const navigation = ++latestNavigation;
    let outcome: Outcome<View>;
    try {
      const resolution = await resolve(location);
      if (navigation !== latestNavigation) return;
      // As react-router did: a redirect is pushed unless the navigation itself replaced (the first page's too).
      if ('redirect' in resolution)
        return go(action === 'replace' ? 'replace' : 'push', parsePath(resolution.redirect));
      outcome = { view: resolution.view };
    } catch (error) {
      if (navigation !== latestNavigation) return;
      outcome = { error };
    }
    commit(action, location, outcome);
  }

  const stopListening = history.listen(() => void go('pop', history.location()));
  void go('pop', state.location);

  return {
    get state() {
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate: (path, { replace = false } = {}) => go(replace ? 'replace' : 'push', parsePath(path)),
    back: (delta) => history.go(-delta),
    dispose: stopListening,
  };
}
