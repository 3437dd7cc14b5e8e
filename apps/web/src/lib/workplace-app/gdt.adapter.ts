import type { JsapiTicket } from '@afp/contract';
import { lazySdk, withinBridgeTimeout } from './lazy-sdk';
import type { WorkplaceApp } from './workplace-app.types';

type GdtSdk = typeof import('gdt-jsapi').default;

const { whenReady } = lazySdk((): Promise<GdtSdk> => import('gdt-jsapi').then((module) => module.default));

const JS_API_LIST = ['getGeolocation', 'previewDoc', 'previewImage'];

export const gdtAdapter: WorkplaceApp = {
  kind: 'zwding',
  name: '浙政钉',
  isAvailable: true,
  requestAuthCode: async (corpId) => {
    const dd = await whenReady();
    const result = await withinBridgeTimeout(dd.getAuthCode({ corpId }));
    const code = result.code ?? result.auth_code;
    if (!code) throw new Error('no auth code');
    return code;
  },
  configure: async (ticket: JsapiTicket) => {
    try {
      const dd = await whenReady();
      const results = await withinBridgeTimeout(dd.authConfig({ ticket: ticket.ticket, jsApiList: JS_API_LIST }));
      return results.every((result) => result.validateResult !== false);
    } catch {
      return false;
    }
  },
  getLocation: async () => {
    const dd = await whenReady();
    const { latitude, longitude, address } = await dd.getGeolocation({ coordinate: 1, withReGeocode: true });
    return { latitude, longitude, address };
  },
  previewDoc: async ({ url, name }) => {
    const dd = await whenReady();
    await dd.previewDoc({ fileUrl: url, fileName: name });
  },
};
