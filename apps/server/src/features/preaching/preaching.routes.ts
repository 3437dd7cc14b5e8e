import { PREACHING_ENDPOINTS as P } from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../core/route.ts';
import type { PreachingPublicService } from './preaching-public.service.ts';
import type { PreachingService } from './preaching.service.ts';
import type { SpeechClassService } from './speech-class.service.ts';

/** Preaching 宣讲 (DESIGN §4.6) and the speech classroom 宣讲课堂. */
export function preachingRoutes(
  app: FastifyInstance,
  deps: { preaching: PreachingService; open: PreachingPublicService; speech: SpeechClassService; rateLimit: number },
) {
  const { preaching, open, speech } = deps;
  const access = ['guard', 'oa'] as const;
  registerRoute(app, P.page, { access, handler: ({ caller, query }) => preaching.page(caller, query) });
  registerRoute(app, P.info, { access, handler: ({ caller, query }) => preaching.detail(caller, query.id) });
  registerRoute(app, P.create, { access: ['guard'], handler: ({ caller, body }) => preaching.create(caller, body) });
  registerRoute(app, P.assignUnit, { access, handler: ({ caller, body }) => preaching.assignUnit(caller, body) });
  registerRoute(app, P.assignGuard, { access, handler: ({ caller, body }) => preaching.assignGuard(caller, body) });
  registerRoute(app, P.accept, { access, handler: ({ caller, body }) => preaching.accept(caller, body) });
  registerRoute(app, P.decline, { access, handler: ({ caller, body }) => preaching.decline(caller, body) });
  registerRoute(app, P.reject, { access, handler: ({ caller, body }) => preaching.reject(caller, body) });
  registerRoute(app, P.cancel, { access, handler: ({ caller, body }) => preaching.cancel(caller, body) });
  registerRoute(app, P.complete, { access, handler: ({ caller, body }) => preaching.complete(caller, body) });
  registerRoute(app, P.units, { access, handler: ({ caller, query }) => preaching.units(caller, query.keyword) });
  registerRoute(app, P.guards, { access, handler: ({ caller, query }) => preaching.guards(caller, query) });
  registerRoute(app, P.overview, { access: ['guard'], handler: ({ caller }) => preaching.overview(caller) });
  registerRoute(app, P.updateOverview, {
    access: ['guard'],
    handler: ({ caller, body }) => preaching.updateOverview(caller, body),
  });
  registerRoute(app, P.myCode, { access: ['guard'], handler: ({ caller }) => open.myCode(caller) });
  registerRoute(app, P.unitCode, { access, handler: ({ caller }) => open.unitCode(caller) });
  // The QR codes' pages: no login, the code is the key, limited like the logins (as the circle invitation).
  const anyone = { access: 'public', rateLimit: deps.rateLimit } as const;
  registerRoute(app, P.bookingView, { ...anyone, handler: ({ query }) => open.bookingView(query.code) });
  registerRoute(app, P.book, { ...anyone, handler: ({ body }) => open.book(body) });
  registerRoute(app, P.bookingStatus, { ...anyone, handler: ({ body }) => open.bookingStatus(body) });
  registerRoute(app, P.sessionView, { ...anyone, handler: ({ query }) => open.sessionView(query.code) });
  registerRoute(app, P.signIn, { ...anyone, handler: ({ body }) => open.signIn(body) });
  registerRoute(app, P.courses, { access, handler: ({ caller, query }) => speech.courses(caller, query) });
  registerRoute(app, P.course, { access, handler: ({ caller, query }) => speech.course(caller, query.id) });
  registerRoute(app, P.progress, { access, handler: ({ caller, body }) => speech.progress(caller, body) });
}
