import { COOPERATION_CENTRE_ENDPOINTS as C, COOPERATION_ENDPOINTS as P } from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import { registerRawRoute, registerRoute } from '../../core/route.ts';
import { sendXlsx } from '../file/index.ts';
import type { CooperationService } from './cooperation.service.ts';

/** Cooperation tasks 警企协作 (DESIGN §4.9): the partner's spec §7 calls and the centre's own. */
export function cooperationRoutes(app: FastifyInstance, { tasks }: { tasks: CooperationService }) {
  const partner = ['cooperation'] as const;
  registerRoute(app, P.page, { access: partner, handler: ({ caller, query }) => tasks.partnerPage(caller, query) });
  registerRoute(app, P.info, { access: partner, handler: ({ caller, query }) => tasks.info(caller, query.id) });
  registerRoute(app, P.update, { access: partner, handler: ({ caller, body }) => tasks.update(caller, body) });
  registerRoute(app, P.handle, { access: partner, handler: ({ caller, body }) => tasks.handle(caller, body) });
  registerRoute(app, P.stepHandle, { access: partner, handler: ({ caller, body }) => tasks.stepHandle(caller, body) });
  // The receipt itself, with the bearer token like every call (the web fetches it as a blob).
  registerRawRoute(app, P.receipt, {
    access: partner,
    handler: async ({ caller, query, reply }) => sendXlsx(reply, await tasks.receipt(caller, query.id)),
  });

  const centre = ['oa'] as const;
  registerRoute(app, C.page, { access: centre, handler: ({ caller, query }) => tasks.centrePage(caller, query) });
  registerRoute(app, C.info, { access: centre, handler: ({ caller, query }) => tasks.info(caller, query.id) });
  registerRoute(app, C.summary, { access: centre, handler: ({ caller }) => tasks.summary(caller) });
  registerRoute(app, C.partners, { access: centre, handler: () => tasks.partners() });
  registerRoute(app, C.create, { access: centre, handler: ({ caller, body }) => tasks.create(caller, body) });
  registerRoute(app, C.return, { access: centre, handler: ({ caller, body }) => tasks.return(caller, body) });
  registerRoute(app, C.close, { access: centre, handler: ({ caller, body }) => tasks.close(caller, body) });
  registerRoute(app, C.withdraw, { access: centre, handler: ({ caller, body }) => tasks.withdraw(caller, body) });
  registerRoute(app, C.step, { access: centre, handler: ({ caller, body }) => tasks.addStep(caller, body) });
  registerRoute(app, C.paperwork, { access: centre, handler: ({ caller, body }) => tasks.paperwork(caller, body) });
  registerRawRoute(app, C.receipt, {
    access: centre,
    handler: async ({ caller, query, reply }) => sendXlsx(reply, await tasks.receipt(caller, query.id)),
  });
}
