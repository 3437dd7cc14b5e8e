import { useSyncExternalStore } from 'react';

/** What the browser knows of its connection; a dead zone can still say online (then calls fail with no answer). */
export const isOnline = (): boolean => navigator.onLine;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export const useIsOnline = (): boolean => useSyncExternalStore(subscribe, isOnline);
