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
  // 移交审核: oa staff of the receiving district (or the centre) decide; the service holds who exactly.
  const approvers = ['oa'] as const;
  registerRoute(app, T.approvalPage, {
    access: approvers,
    handler: ({ caller, query }) => transfers.approvalPage(caller, query),
  });
  registerRoute(app, T.approve, {
    access: approvers,
    handler: ({ caller, body }) => transfers.approve(caller, body.transferId, body.reason),
  });
  registerRoute(app, T.refuse, {
    access: approvers,
    handler: ({ caller, body }) => transfers.refuse(caller, body.transferId, body.reason),
  });
}
