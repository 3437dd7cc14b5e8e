import { PROMOTION_ENDPOINTS as P } from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../core/route.ts';
import type { AdminTransferService } from './admin-transfer.service.ts';
import type { PromotionService } from './promotion.service.ts';

export function promotionRoutes(
  app: FastifyInstance,
  {
    promotion,
    adminTransfers,
    rateLimit,
  }: { promotion: PromotionService; adminTransfers: AdminTransferService; rateLimit: number },
) {
  const guard = ['guard'] as const;
  registerRoute(app, P.myCode, { access: guard, handler: ({ caller }) => promotion.myCode(caller) });
  registerRoute(app, P.spreadUsers, {
    access: guard,
    handler: ({ caller, query }) => promotion.spreadPage(caller, query),
  });
  registerRoute(app, P.spreadCounts, { access: guard, handler: ({ caller }) => promotion.spreadCounts(caller) });
  registerRoute(app, P.rank, {
    access: ['guard', 'oa'],
    handler: ({ caller, query }) => promotion.rank(caller, query),
  });
  registerRoute(app, P.myStats, { access: guard, handler: ({ caller }) => promotion.myStats(caller) });
  registerRoute(app, P.saveProfile, {
    access: guard,
    handler: ({ caller, body }) => promotion.saveProfile(caller, body.name),
  });
  registerRoute(app, P.adminTransfer, { access: guard, handler: ({ caller }) => adminTransfers.overview(caller) });
  registerRoute(app, P.adminTransferOffer, {
    access: guard,
    handler: ({ caller, body }) => adminTransfers.offer(caller, body.toGuardId),
  });
  registerRoute(app, P.adminTransferAccept, {
    access: guard,
    handler: ({ caller, body }) => adminTransfers.accept(caller, body),
  });
  registerRoute(app, P.adminTransferDecline, {
    access: guard,
    handler: ({ caller, body }) => adminTransfers.decline(caller, body),
  });
  registerRoute(app, P.adminTransferCancel, {
    access: guard,
    handler: ({ caller, body }) => adminTransfers.cancel(caller, body),
  });
  // The resident's page reached by the QR code: no login, the code is the credential, limited like the logins.
  const open = { access: 'public', rateLimit } as const;
  registerRoute(app, P.landing, { ...open, handler: ({ query }) => promotion.landing(query.code) });
  registerRoute(app, P.register, { ...open, handler: ({ body }) => promotion.register(body) });
}
