import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.ts';
import { createTtlCache } from '../ttl-cache.ts';
import { forbidden, sessionRevoked } from '../http/errors.ts';
import { defineModule } from '../core/module.ts';
import { tokenOf, type Account, type Principal } from '../core/principal.ts';
import type { AccountRepository } from '../features/account/index.ts';
import type { SessionService } from '../features/session/index.ts';

export interface AccessContext {
  sessions: SessionService;
  accounts: AccountRepository;
  clock: Clock;
}
type AccountCache = ReturnType<typeof createTtlCache<string, Account>>;

export function registerAccess(app: FastifyInstance, deps: AccessContext): void {
  const accountCache: AccountCache = createTtlCache<string, Account>({ ttlMs: ACCOUNT_CACHE_MS, clock: deps.clock });
  app.decorateRequest('principal', null);

  // Refuse to start with a route that does not say who may call it (CONVENTIONS §3).
  app.addHook('onRoute', (route) => {
    if (!route.config?.access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access`);
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    const token = tokenOf(request);
    if (access === 'optional' && !token) return;
    try {
      request.principal = await resolvePrincipal({ ...deps, accountCache }, token);
    } catch (error) {
      if (access === 'optional') return;
      throw error;
    }
    if (Array.isArray(access) && !access.includes(request.principal.loginType)) throw forbidden();
  });
}

/** Before every feature: it refuses routes without an access declaration and resolves the caller. */
export const accessModule = defineModule<AccessContext>({
  name: 'access',
  register: (app, { sessions, accounts, clock }) => registerAccess(app, { sessions, accounts, clock }),
});

/**
 * Accounts behind sessions are cached this long: every request needs one, and a disabled account
 * is refused (402) within this time — a revoked session is refused at once (session service).
 */
export const ACCOUNT_CACHE_MS = 5_000;

async function resolvePrincipal(
  { sessions, accounts, accountCache }: AccessContext & { accountCache: AccountCache },
  token: string | undefined,
): Promise<Principal> {
  const active = await sessions.resolve(token);
  const cacheKey = `${active.loginType}:${active.accountId}`;
  let account = accountCache.get(cacheKey);
  if (!account) {
    account = await accounts.findById(active.loginType, active.accountId);
    if (account && !account.disabled) accountCache.set(cacheKey, account);
  }
  // A disabled or deleted account ends its sessions: "revoked elsewhere" (402).
  if (!account || account.disabled) throw sessionRevoked();
  return { ...account, tokenHash: active.tokenHash, sessionExpiresAt: active.expiresAt };
}
