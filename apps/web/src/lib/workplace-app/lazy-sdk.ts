import { isDesktopPlatform } from './workplace-app.types';

/**
 * An SDK imported once, on first use (only users of that workplace app pay for it), and a way
 * to wait for its bridge: mobile clients are usable only after `ready`, desktop ones at once.
 */
export function lazySdk<Sdk extends { ready: (callback: () => void) => void }>(importSdk: () => Promise<Sdk>) {
  let sdk: Promise<Sdk> | null = null;
  const load = (): Promise<Sdk> => (sdk ??= importSdk());
  const whenReady = async (): Promise<Sdk> => {
    const dd = await load();
    if (isDesktopPlatform(navigator.userAgent)) return dd;
    return new Promise((resolve) => dd.ready(() => resolve(dd)));
  };
  return { load, whenReady };
}
