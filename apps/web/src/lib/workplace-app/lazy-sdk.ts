import { isDesktopPlatform } from './workplace-app.types';

/**
 * How long the workplace app's JS bridge may take to answer (its ready event, an auth code).
 * Not one of the spec's 60 s network timeouts: the bridge is local to the client and answers at
 * once when it exists, and without one (a DingTalk user agent in a plain browser) it never does.
 */
export const WORKPLACE_BRIDGE_TIMEOUT_MS = 8_000;

/** The bridge did not answer within WORKPLACE_BRIDGE_TIMEOUT_MS. */
export class WorkplaceBridgeTimeoutError extends Error {
  constructor() {
    super('workplace app bridge did not answer');
    this.name = 'WorkplaceBridgeTimeoutError';
  }
}

/** Settles as `bridgeCall` does, or rejects with WorkplaceBridgeTimeoutError when it takes too long. */
export function withinBridgeTimeout<T>(bridgeCall: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new WorkplaceBridgeTimeoutError()), WORKPLACE_BRIDGE_TIMEOUT_MS);
    bridgeCall.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

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
    return withinBridgeTimeout(new Promise<Sdk>((resolve) => dd.ready(() => resolve(dd))));
  };
  return { load, whenReady };
}
