import { TRANSFER_ENDPOINTS as T } from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../core/route.ts';
import type { TransferService } from './transfer.service.ts';

/** Transfers 移交 (DESIGN §4.2). oa staff of the centre may force-assign, so oa may call create too. */
export function transferRoutes(app: FastifyInstance, { transfers }: { transfers: TransferService }) {
  const access = ['guard', 'oa'] as const;
  registerRoute(app, T.create, { access, handler: ({ caller, body }) => transfers.create(caller, body) });
  registerRoute(app, T.accept, { access, handler: ({ caller, body }) => transfers.accept(caller, body.transferId) });
  registerRoute(app, T.reject, {
    access,
    handler: ({ caller, body }) => transfers.reject(caller, body.transferId, body.reason),
  });
  registerRoute(app, T.withdraw, {
    access,
    handler: ({ caller, body }) => transfers.withdraw(caller, body.transferId),
  });
  registerRoute(app, T.page, { access, handler: ({ caller, query }) => transfers.page(caller, query) });
  registerRoute(app, T.log, { access, handler: ({ caller, query }) => transfers.log(caller, query) });
}
