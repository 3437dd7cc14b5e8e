import { createHash, randomBytes } from 'node:crypto';
import { IdentityProviderError, type IdentityProvider } from './identity-provider.ts';

/** Demo workplace-app users: an auth code `dev-<user>` (optionally `dev-<user>.<anything>`) names one. */
export const DEV_WORKPLACE_USERS: Record<string, string> = {
  'guard-1': '李卫士',
  'oa-1': '王管理',
  'coop-1': '赵合作',
  'multi-1': '陈多号',
  'new-1': '新同事',
};

const DEV_CODE = /^dev-([a-z]+-\d+)(\.[\w-]{1,64})?$/;

/**
 * Stands in for the workplace app when none is configured; it does not exist in production
 * mode (buildApp refuses it there).
 */
export function createDevelopmentProvider(): IdentityProvider {
  return {
    name: 'development',
    appKey: 'development',
    async exchangeAuthCode(authCode) {
      const user = DEV_CODE.exec(authCode)?.[1];
      const name = user ? DEV_WORKPLACE_USERS[user] : undefined;
      if (!user || !name) throw new IdentityProviderError('无效的授权码', 'invalid_code');
      return { vendorUserId: `dev-${user}`, name };
    },
    async jsapiSignature(url) {
      const timeStamp = Date.now();
      const nonceStr = randomBytes(8).toString('hex');
      const ticket = 'development-ticket';
      const signature = createHash('sha1')
        .update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timeStamp}&url=${url}`)
        .digest('hex');
      return { ticket, corpId: 'development', agentId: 'development', timeStamp, nonceStr, signature };
    },
  };
}
