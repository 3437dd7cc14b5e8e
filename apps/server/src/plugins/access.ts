import type { LoginType } from '@afp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../clock.ts';
import { createTtlCache } from '../ttl-cache.ts';
import { forbidden, sessionRevoked } from '../http/errors.ts';
import type { Account, AccountRepository } from '../features/account/account.repository.ts';
import type { SessionService } from '../features/session/session.service.ts';

/**
 * Who may call a route: anyone, anyone with a valid session, or given login types.
 * `optional` resolves a session when one is sent but lets the call through without one.
 */
export type Access = 'public' | 'optional' | 'authenticated' | readonly LoginType[];

/** The caller, resolved from the session. */
export interface Principal extends Account {
  tokenHash: string;
  sessionExpiresAt: Date;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  return header.startsWith('Bearer ') ? header.slice(7) : header;
}

/** The caller of a route whose access requires a session. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error('principalOf on a route without session access');
  return request.principal;
}

interface AccessDeps {
  sessions: SessionService;
  accounts: AccountRepository;
  clock: Clock;
}
type AccountCache = ReturnType<typeof createTtlCache<string, Account>>;

export function registerAccess(app: FastifyInstance, deps: AccessDeps): void {
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

/**
 * Accounts behind sessions are cached this long: every request needs one, and a disabled account
 * is refused (402) within this time — a revoked session is refused at once (session service).
 */
export const ACCOUNT_CACHE_MS = 5_000;

async function resolvePrincipal(
  { sessions, accounts, accountCache }: AccessDeps & { accountCache: AccountCache },
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
