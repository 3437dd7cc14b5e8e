import { defineModule } from '../../core/module.ts';
import { identityRoutes } from './identity.routes.ts';
import type { IdentityService } from './identity.service.ts';

export interface IdentityContext {
  identity: IdentityService;
  /** Calls per IP per minute of the auth-code exchange. */
  loginRateLimit: number;
}

/** The identity service itself is shared (login binds openids), so the context carries it. */
export const identityModule = defineModule<IdentityContext>({
  name: 'identity',
  register: (app, { identity, loginRateLimit }) => identityRoutes(app, { identity, rateLimit: loginRateLimit }),
});
