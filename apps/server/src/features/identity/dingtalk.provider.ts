import { createHash, randomBytes } from 'node:crypto';
import { createDingTalkApi, dingTalkError, dingTalkIssued, type DingTalkAppOptions } from './dingtalk.api.ts';
import { IdentityProviderError, type IdentityProvider, type WorkplaceUser } from './identity-provider.ts';
import { asRecord, createCachedToken, withToken } from './vendor-http.ts';

export type DingTalkProviderOptions = DingTalkAppOptions;

/** Public DingTalk OpenAPI (oapi.dingtalk.com): in-app login and dd.config signatures. */
export function createDingTalkProvider(options: DingTalkProviderOptions): IdentityProvider {
  const { appKey, corpId, agentId } = options;
  const { clock, call, accessToken, checkToken } = createDingTalkApi(options);

  const jsapiTicket = createCachedToken(
    () =>
      withToken(accessToken, 'dingtalk get_jsapi_ticket', async (token) => {
        const body = checkToken(await call('get_jsapi_ticket', '/get_jsapi_ticket', { access_token: token }));
        if (body.errcode !== 0) throw dingTalkError('get_jsapi_ticket', body);
        return dingTalkIssued('get_jsapi_ticket', body.ticket, body.expires_in);
      }),
    clock,
  );

  async function getUserInfo(authCode: string): Promise<WorkplaceUser> {
    return withToken(accessToken, 'dingtalk getuserinfo', async (token) => {
      const body = checkToken(
        await call(
          'getuserinfo',
          '/topapi/v2/user/getuserinfo',
          { access_token: token },
          { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: authCode }) },
        ),
      );
      // Any other refusal is about the code (unknown, used, expired, from another app).
      if (body.errcode !== 0)
        throw new IdentityProviderError(`无效的授权码（${body.errcode} ${body.errmsg}）`, 'invalid_code');
      const result = asRecord(body.result);
      if (typeof result.userid !== 'string' || result.userid === '') {
        throw new IdentityProviderError('dingtalk getuserinfo: no userid in result', 'vendor');
      }
      return { vendorUserId: result.userid, name: typeof result.name === 'string' ? result.name : '' };
    });
  }

  return {
    name: 'dingtalk',
    appKey,
    exchangeAuthCode: getUserInfo,
    async jsapiSignature(url) {
      const ticket = await jsapiTicket.get();
      const timeStamp = clock.now().getTime();
      const nonceStr = randomBytes(8).toString('hex');
      const signature = dingTalkJsapiSignature({ ticket, nonceStr, timeStamp, url });
      return { ticket, corpId, agentId, timeStamp, nonceStr, signature };
    },
  };
}

/**
 * DingTalk's documented dd.config signature: sha1 hex over the fixed-order string, with the
 * page URL decoded and without its fragment (the client signs what location.href shows).
 */
export function dingTalkJsapiSignature(input: {
  ticket: string;
  nonceStr: string;
  timeStamp: number;
  url: string;
}): string {
  const plain = `jsapi_ticket=${input.ticket}&noncestr=${input.nonceStr}&timestamp=${input.timeStamp}&url=${decodeUrl(input.url)}`;
  return createHash('sha1').update(plain, 'utf8').digest('hex');
}

function decodeUrl(url: string): string {
  const withoutHash = url.split('#')[0] ?? '';
  try {
    return decodeURIComponent(withoutHash);
  } catch {
    // A malformed escape cannot be decoded; sign it as given rather than failing the page.
    return withoutHash;
  }
}
