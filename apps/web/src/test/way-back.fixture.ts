import { vi } from 'vitest';
import type { LoginType } from '@afp/contract';
import { registerNavigator, type Navigator } from '../lib/navigation';
import { useSession } from '../lib/session/session.store';

let clock = Date.UTC(2026, 0, 1);

/**
 * Puts the app on `path` as the hash router would — reached from an earlier in-app page or
 * opened directly by a link — for a caller of `loginType` (none: not logged in), and records
 * where the page then navigates.
 */
export function openedAt(
  path: string,
  { fromInApp, loginType }: { fromInApp: boolean; loginType?: LoginType },
): Navigator {
  window.history.replaceState({ idx: fromInApp ? 1 : 0 }, '', `#${path}`);
  useSession.setState({ hasLogin: Boolean(loginType), loginType: loginType ?? '' });
  // Navigation is throttled (300 ms): every test starts well after the previous one's tap.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime((clock += 60_000));
  const navigator = { push: vi.fn(), replace: vi.fn(), back: vi.fn() };
  registerNavigator(navigator);
  return navigator;
}
