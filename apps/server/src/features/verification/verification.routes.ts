import { VERIFICATION_ENDPOINTS as V } from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import { registerAction, registerRoute } from '../../core/route.ts';
import type { VerificationService } from './verification.service.ts';

/** 核查 / 复核 (DESIGN §4.8): oa staff work the queues; any submitter reads a subject's status. */
export function verificationRoutes(app: FastifyInstance, service: VerificationService) {
  const oa = ['oa'] as const;
  registerRoute(app, V.page, { access: oa, handler: ({ caller, query }) => service.page(caller, query) });
  registerRoute(app, V.counts, { access: oa, handler: ({ caller }) => service.counts(caller) });
  registerRoute(app, V.info, { access: oa, handler: ({ caller, query }) => service.info(caller, query.id) });
  registerAction(app, V.verify, { access: oa, message: '核查通过' }, (caller, body) => service.verify(caller, body));
  registerAction(app, V.review, { access: oa, message: '复核通过' }, (caller, body) => service.review(caller, body));
  registerAction(app, V.refuse, { access: oa, message: '已退回' }, (caller, body) => service.refuse(caller, body));
  registerRoute(app, V.status, {
    access: 'authenticated',
    handler: ({ caller, query }) => service.status(caller, query),
  });
}
