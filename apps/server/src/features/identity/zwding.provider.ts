import { randomBytes } from 'node:crypto';
import { IdentityProviderError, type IdentityProvider, type WorkplaceUser } from './identity-provider.ts';
import { createCachedToken, RejectedTokenError, withToken, type IssuedToken } from './vendor-http.ts';
import { createZwdingGateway, type ZwdingAppOptions, type ZwdingContent } from './zwding.api.ts';

export { zwdingSignature, zwdingTimestamp, type ZwdingSignInput } from './zwding.api.ts';
export type ZwdingProviderOptions = ZwdingAppOptions;

/** 浙政钉 / 专有钉钉 OpenAPI (openplatform.dg-work.cn): in-app login and the gdt authConfig ticket. */
export function createZwdingProvider(options: ZwdingProviderOptions): IdentityProvider {
  const { appKey, appSecret, tenantId, agentId } = options;
  const { clock, call } = createZwdingGateway(options);

  async function fetchAccessToken(): Promise<IssuedToken> {
    // GET, as the vendor documents it and its SDK signs it; the app credentials travel in the query.
    const content = await call('GET', '/gettoken.json', { appkey: appKey, appsecret: appSecret });
    if (!content.success) throw new IdentityProviderError(`zwding gettoken: ${content.message}`, 'vendor');
    return issued('gettoken', content.data);
  }

  const accessToken = createCachedToken(fetchAccessToken, clock);

  // The gdt authConfig is configured with this "jsapi token" as its ticket.
  const jsapiTicket = createCachedToken(
    () =>
      withToken(accessToken, 'zwding get_jsapi_token', async (token) => {
        const content = rejectStaleToken(await call('POST', '/get_jsapi_token.json', { accessToken: token }));
        if (!content.success) throw new IdentityProviderError(`zwding get_jsapi_token: ${content.message}`, 'vendor');
        return issued('get_jsapi_token', content.data);
      }),
    clock,
  );

  async function exchangeAuthCode(authCode: string): Promise<WorkplaceUser> {
    return withToken(accessToken, 'zwding dingtalk_app_user', async (token) => {
      const content = rejectStaleToken(
        await call('POST', '/rpc/oauth2/dingtalk_app_user.json', { access_token: token, auth_code: authCode }),
      );
      // Any other refusal is about the code (unknown, used, expired, from another app).
      if (!content.success) throw new IdentityProviderError(`无效的授权码（${content.message}）`, 'invalid_code');
      return toUser(content.data);
    });
  }

  return {
    name: 'zwding',
    appKey,
    exchangeAuthCode,
    async jsapiSignature() {
      const ticket = await jsapiTicket.get();
      // gdt.authConfig needs only the ticket; the other fields keep the shared shape.
      return {
        ticket,
        corpId: tenantId,
        agentId,
        timeStamp: clock.now().getTime(),
        nonceStr: randomBytes(8).toString('hex'),
        signature: '',
      };
    },
  };
}

/**
 * The vendor does not document distinct codes for an expired access token; its messages name
 * the token, which is what distinguishes that refusal from a bad auth code.
 */
function rejectStaleToken(content: ZwdingContent): ZwdingContent {
  if (!content.success && /access_?token/i.test(content.message)) throw new RejectedTokenError(content.message);
  return content;
}

function issued(label: string, data: Record<string, unknown>): IssuedToken {
  if (typeof data.accessToken !== 'string' || data.accessToken === '') {
    throw new IdentityProviderError(`zwding ${label}: no token in response`, 'vendor');
  }
  const seconds = Number(data.expiresIn);
  return { value: data.accessToken, expiresInSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : 7200 };
}

function toUser(data: Record<string, unknown>): WorkplaceUser {
  const accountId = data.accountId;
  if ((typeof accountId !== 'number' && typeof accountId !== 'string') || accountId === '') {
    throw new IdentityProviderError('zwding dingtalk_app_user: no accountId in response', 'vendor');
  }
  const name = [data.lastName, data.nickNameCn].find((part) => typeof part === 'string' && part !== '');
  return { vendorUserId: String(accountId), name: typeof name === 'string' ? name : '' };
}
