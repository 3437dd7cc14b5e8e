import type { JsapiTicket } from '@afp/contract';
import { lazySdk, withinBridgeTimeout } from './lazy-sdk';
import type { WorkplaceApp } from './workplace-app.types';

/** The part of dingtalk-jsapi this app uses; typed locally to keep the big SDK types out. */
interface DingTalkSdk {
  ready: (callback: () => void) => void;
  error: (callback: (error: unknown) => void) => void;
  config: (params: Record<string, unknown>) => void;
  runtime: { permission: { requestAuthCode: (params: { corpId: string }) => Promise<{ code: string }> } };
  device: {
    geolocation: {
      get: (params: Record<string, unknown>) => Promise<{ latitude: number; longitude: number; address?: string }>;
    };
  };
  biz: { util: { openLink: (params: { url: string }) => Promise<unknown> } };
}

// dingtalk-jsapi touches `self` at import time, so it is loaded only in the browser, on demand.
const { load: loadSdk, whenReady } = lazySdk(() =>
  import('dingtalk-jsapi').then((module) => (module.default ?? module) as unknown as DingTalkSdk),
);

const JS_API_LIST = ['device.geolocation.get', 'biz.util.openLink', 'biz.util.previewImage'];

export const dingtalkAdapter: WorkplaceApp = {
  kind: 'dingtalk',
  name: '钉钉',
  isAvailable: true,
  requestAuthCode: async (corpId) => {
    const dd = await whenReady();
    const { code } = await withinBridgeTimeout(dd.runtime.permission.requestAuthCode({ corpId }));
    return code;
  },
  configure: async (ticket: JsapiTicket) => {
    const dd = await loadSdk();
    const configured = new Promise<boolean>((resolve) => {
      dd.error(() => resolve(false));
      dd.ready(() => resolve(true));
      dd.config({
        agentId: ticket.agentId,
        corpId: ticket.corpId,
        timeStamp: ticket.timeStamp,
        nonceStr: ticket.nonceStr,
        signature: ticket.signature,
        type: 0,
        jsApiList: JS_API_LIST,
      });
    });
    return withinBridgeTimeout(configured).catch(() => false);
  },
  getLocation: async () => {
    const dd = await whenReady();
    const { latitude, longitude, address } = await dd.device.geolocation.get({
      targetAccuracy: 200,
      coordinate: 1,
      withReGeocode: true,
      useCache: true,
    });
    return { latitude, longitude, address };
  },
  // Public DingTalk has no generic document viewer; its in-app browser renders the inline file.
  previewDoc: async ({ url }) => {
    const dd = await whenReady();
    await dd.biz.util.openLink({ url });
  },
};
