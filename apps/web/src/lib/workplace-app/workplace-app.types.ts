import type { JsapiTicket } from '@afp/contract';

export interface GeoPoint {
  latitude: number;
  longitude: number;
  address?: string;
}

export interface PreviewDocRequest {
  url: string;
  name: string;
}

/** The host app (DingTalk, 浙政钉) as the web pages see it (DESIGN §2). */
export interface WorkplaceApp {
  readonly kind: 'dingtalk' | 'zwding' | 'none';
  /** The app's name as users know it (钉钉, 浙政钉); empty outside any. */
  readonly name: string;
  readonly isAvailable: boolean;
  /** A one-time auth code for the current user; exchanged by the server for an openid. */
  requestAuthCode: (corpId: string) => Promise<string>;
  /** Authorises the JS API with a server-signed ticket; resolves false when refused. */
  configure: (ticket: JsapiTicket) => Promise<boolean>;
  getLocation: () => Promise<GeoPoint>;
  previewDoc: (request: PreviewDocRequest) => Promise<void>;
}

/** Desktop clients answer at once; mobile ones only after the bridge's ready event (spec §7). */
export const isDesktopPlatform = (userAgent: string): boolean =>
  /Windows|Macintosh|Mac OS X(?!.*Mobile)/i.test(userAgent) && !/iPhone|iPad|Android/i.test(userAgent);

export type WorkplaceKind = WorkplaceApp['kind'];

/** 浙政钉 identifies as TaurusApp (and may also mention DingTalk), so test it first. */
export function detectWorkplaceKind(userAgent: string): WorkplaceKind {
  if (/TaurusApp/i.test(userAgent)) return 'zwding';
  if (/DingTalk/i.test(userAgent)) return 'dingtalk';
  return 'none';
}
