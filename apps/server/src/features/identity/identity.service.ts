import { randomBytes } from 'node:crypto';
import { ERROR_CODES, type JsapiTicket, type LoginType, type WorkplaceIdentity } from '@afp/contract';
import type { Clock } from '../../clock.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { newId, sha256 } from '../../secrets.ts';
import { IdentityProviderError, type IdentityProvider } from './identity-provider.ts';
import type { IdentityRepository } from './identity.repository.ts';
import { isOpenidExpired } from './identity.rules.ts';

/** Vendor codes live 5 minutes; remembering used ones for 10 covers any replay window. */
const CONSUMED_CODE_MEMORY_MS = 10 * 60_000;

/** 192 random bits: the openid is a credential, so it must be unguessable. */
export const newOpenid = (): string => randomBytes(24).toString('base64url');

export function createIdentityService(deps: {
  provider: IdentityProvider;
  repository: IdentityRepository;
  clock: Clock;
}) {
  const { provider, repository, clock } = deps;

  /** The user's openid, issued anew when it was revoked or expired; issuing counts as a use. */
  async function openidFor(vendorUserId: string, name: string): Promise<{ id: string; openid: string }> {
    const now = clock.now();
    const known = await repository.findByVendorUser(provider.name, provider.appKey, vendorUserId);
    if (known) {
      if (known.name !== name) await repository.updateName(known.id, name);
      if (!isOpenidExpired(known.lastUsedAt, now)) {
        await repository.touch(known.id, now);
        return known;
      }
      const openid = newOpenid();
      // A concurrent exchange may have issued one first: answer whichever is stored.
      if (await repository.rotateOpenid(known.id, known.openid, openid, now)) return { id: known.id, openid };
      return (await repository.findByVendorUser(provider.name, provider.appKey, vendorUserId)) ?? known;
    }
    const created = { id: newId(), openid: newOpenid() };
    await repository.insertIdentity({
      ...created,
      provider: provider.name,
      appKey: provider.appKey,
      vendorUserId,
      name,
      createdAt: now,
      lastUsedAt: now,
    });
    return created;
  }

  /** The identity of an openid that is still valid (issued by this app, not revoked, not expired). */
  async function liveIdentity(openid: string) {
    const identity = await repository.findByOpenid(openid);
    return identity && !isOpenidExpired(identity.lastUsedAt, clock.now()) ? identity : undefined;
  }

  return {
    /** autoOpenId: workplace-app auth code → this app's openid for the user. */
    async exchange(authCode: string): Promise<WorkplaceIdentity> {
      const now = clock.now();
      const fresh = await repository.consumeAuthCode(
        sha256(`${provider.name}:${authCode}`),
        now,
        new Date(now.getTime() - CONSUMED_CODE_MEMORY_MS),
      );
      if (!fresh) throw badRequest('授权码已使用，请重新进入应用', ERROR_CODES.authCodeInvalid);
      const user = await provider.exchangeAuthCode(authCode).catch(rethrowVendorError);
      const identity = await openidFor(user.vendorUserId, user.name);
      const bindings = await repository.bindings(identity.openid);
      const loginTypes = [...new Set(bindings.map((binding) => binding.loginType))];
      return { openid: identity.openid, accountId: identity.id, name: user.name, loginTypes };
    },

    async jsapiTicket(url: string): Promise<JsapiTicket> {
      const signature = await provider.jsapiSignature(url).catch(rethrowVendorError);
      return { provider: provider.name, ...signature };
    },

    /** Binds only live openids this app issued, so a login cannot plant arbitrary credentials. */
    async bind(openid: string | undefined, loginType: LoginType, accountId: string): Promise<void> {
      if (!openid || !(await liveIdentity(openid))) return;
      await repository.bind(openid, loginType, accountId, clock.now());
    },
    /** The accounts a live openid logs in as; presenting it counts as a use. */
    async boundAccountIds(openid: string, loginType: LoginType): Promise<string[]> {
      const identity = await liveIdentity(openid);
      if (!identity) return [];
      await repository.touch(identity.id, clock.now());
      return (await repository.bindings(openid, loginType)).map((binding) => binding.accountId);
    },
    /**
     * Logout with unbinding: removes the binding and revokes the openid, which may have been seen
     * in a URL; the user's other bindings move to a new openid, issued at the next auth code.
     */
    async unbind(openid: string, loginType: LoginType, accountId?: string): Promise<void> {
      await repository.unbind(openid, loginType, accountId);
      const identity = await repository.findByOpenid(openid);
      if (identity) await repository.rotateOpenid(identity.id, openid, newOpenid(), clock.now());
    },
  };
}
export type IdentityService = ReturnType<typeof createIdentityService>;

function rethrowVendorError(error: unknown): never {
  if (error instanceof IdentityProviderError) {
    throw error.kind === 'invalid_code'
      ? badRequest('授权码无效或已过期', ERROR_CODES.authCodeInvalid)
      : // Vendor detail (host, HTTP status, errmsg) goes to the log, not to the caller (DESIGN §1).
        new AppError(502, ERROR_CODES.vendorError, '工作台服务暂不可用，请稍后再试', { cause: error });
  }
  throw error;
}
