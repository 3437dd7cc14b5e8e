import type { FastifyInstance } from 'fastify';
import { forbidden, sessionRevoked } from '../http/errors.ts';
import { defineModule } from '../core/module.ts';
import { tokenOf, type Principal } from '../core/principal.ts';
import type { AccountCache } from '../features/account/index.ts';
import type { SessionService } from '../features/session/index.ts';

export interface AccessContext {
  sessions: SessionService;
  accountCache: AccountCache;
}

export function registerAccess(app: FastifyInstance, deps: AccessContext): void {
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
      request.principal = await resolvePrincipal(deps, token);
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
  register: (app, { sessions, accountCache }) => registerAccess(app, { sessions, accountCache }),
});

async function resolvePrincipal(
  { sessions, accountCache }: AccessContext,
  token: string | undefined,
): Promise<Principal> {
  const active = await sessions.resolve(token);
  const account = await accountCache.find(active.loginType, active.accountId);
  // A disabled or deleted account ends its sessions: "revoked elsewhere" (402).
  if (!account || account.disabled) throw sessionRevoked();
  return { ...account, tokenHash: active.tokenHash, sessionExpiresAt: active.expiresAt };
}
