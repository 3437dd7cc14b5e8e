import { loadFeedbackUi } from '../lib/feedback';
import { prefetchErrorScreens } from './error-screens';

const FIRST_USE = ['pointerdown', 'keydown'] as const;

/**
 * Fetches the code of messages and error screens on the person's first touch or key: off the
 * first screen, yet at hand before a tap can need it — also after the connection is lost.
 */
export function prefetchOnFirstUse(): void {
  const prefetch = () => {
    for (const type of FIRST_USE) window.removeEventListener(type, prefetch, true);
    void loadFeedbackUi().catch(() => undefined);
    void prefetchErrorScreens();
  };
  for (const type of FIRST_USE) window.addEventListener(type, prefetch, true);
}
