import { toastError } from '../feedback';
import { browserAdapter } from './browser.adapter';
import { dingtalkAdapter } from './dingtalk.adapter';
import { gdtAdapter } from './gdt.adapter';
import { detectWorkplaceKind, type WorkplaceApp } from './workplace-app.types';

export type { GeoPoint, PreviewDocRequest, WorkplaceApp } from './workplace-app.types';
export { WORKPLACE_BRIDGE_TIMEOUT_MS, WorkplaceBridgeTimeoutError } from './lazy-sdk';

const adapters = { dingtalk: dingtalkAdapter, zwding: gdtAdapter, none: browserAdapter } as const;

/** The adapter for the app the page runs in, chosen by user agent. */
export function getWorkplaceApp(userAgent: string = navigator.userAgent): WorkplaceApp {
  return adapters[detectWorkplaceKind(userAgent)];
}

/** The corp id the auth code is requested for: build configuration, or `corpId` in the URL. */
export function getCorpId(): string {
  const fromUrl = new URLSearchParams(window.location.search).get('corpId');
  return fromUrl ?? (import.meta.env.VITE_CORP_ID as string | undefined) ?? '';
}

let configured: Promise<boolean> | null = null;

/**
 * Authorises the JS API once per page load. A refused ticket shows the server's message
 * and resolves false (spec §8).
 */
export function configureWorkplaceApp(app: WorkplaceApp = getWorkplaceApp()): Promise<boolean> {
  if (!app.isAvailable) return Promise.resolve(false);
  // The endpoint table (and the schema library under it) loads only inside a workplace app.
  configured ??= import('./jsapi-ticket')
    .then(({ fetchJsapiTicket }) => fetchJsapiTicket())
    .then((ticket) => app.configure(ticket))
    .catch((error: unknown) => {
      toastError(error);
      configured = null;
      return false;
    });
  return configured;
}
