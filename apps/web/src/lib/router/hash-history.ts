import { locationOfHash, type RouterLocation } from './location';

/** The browser history the router moves through; each entry knows its depth, `idx` (0: the first page opened). */
export interface History {
  location(): RouterLocation;
  push(path: string): void;
  replace(path: string): void;
  go(delta: number): void;
  /** Calls `onPop` when the browser moves through its history (back button, DingTalk's back, `go`). */
  listen(onPop: () => void): () => void;
}

interface EntryState {
  idx?: number | null;
}

/**
 * The hash history the app always had (react-router's hash history before): `#/pages/…?…` URLs and
 * `history.state.idx`, which tells a page opened in the app (idx > 0) from one opened by a link.
 */
export function createHashHistory(win: Window = window): History {
  const { history } = win;
  const depth = (): number | null => (history.state as EntryState | null)?.idx ?? null;
  // A reload keeps the entry's state, so only a fresh entry is marked as the first.
  if (depth() === null) history.replaceState({ ...(history.state as object | null), idx: 0 }, '');

  return {
    location: () => locationOfHash(win.location.hash),
    push: (path) => history.pushState({ idx: (depth() ?? 0) + 1 }, '', `#${path}`),
    replace: (path) => history.replaceState({ idx: depth() }, '', `#${path}`),
    go: (delta) => history.go(delta),
    listen: (onPop) => {
      win.addEventListener('popstate', onPop);
      return () => win.removeEventListener('popstate', onPop);
    },
  };
}
