/** A workplace-app user as the vendor reports it. */
export interface WorkplaceUser {
  vendorUserId: string;
  name: string;
}

/** What the web client needs to configure the workplace-app JS API (dd.config / authConfig). */
export interface JsapiSignature {
  ticket: string;
  corpId: string;
  agentId: string;
  timeStamp: number;
  nonceStr: string;
  signature: string;
}

export type IdentityProviderName = 'dingtalk' | 'zwding' | 'development';

/**
 * The server side of the workplace app (DESIGN §2): public DingTalk OpenAPI, 浙政钉 OpenAPI,
 * or the development provider when neither is configured.
 */
export interface IdentityProvider {
  readonly name: IdentityProviderName;
  /** Identifies the app, so one vendor user gets a distinct openid per app. */
  readonly appKey: string;
  /** Trades a one-time auth code for the user; throws IdentityProviderError. */
  exchangeAuthCode(authCode: string): Promise<WorkplaceUser>;
  /** Signs the page URL with the current jsapi ticket. */
  jsapiSignature(url: string): Promise<JsapiSignature>;
}

export class IdentityProviderError extends Error {
  constructor(
    message: string,
    /** invalid_code: the code was refused; vendor: the vendor API failed. */
    readonly kind: 'invalid_code' | 'vendor',
  ) {
    super(message);
  }
}
