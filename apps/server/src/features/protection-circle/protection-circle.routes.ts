import { PROTECTION_CIRCLE_ENDPOINTS as C } from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../core/route.ts';
import type { ProtectionCircleService } from './protection-circle.service.ts';

export function protectionCircleRoutes(
  app: FastifyInstance,
  { circles, rateLimit }: { circles: ProtectionCircleService; rateLimit: number },
) {
  const access = ['guard', 'oa'] as const;
  registerRoute(app, C.members, {
    access,
    handler: ({ caller, query }) => circles.membersForWarning(caller, query.assignmentId),
  });
  registerRoute(app, C.dissuasions, {
    access,
    handler: ({ caller, query }) => circles.dissuasions(caller, query.assignmentId),
  });
  registerRoute(app, C.circlePage, { access, handler: ({ caller, query }) => circles.circlePage(caller, query) });
  registerRoute(app, C.circleInfo, { access, handler: ({ caller, query }) => circles.circleInfo(caller, query.id) });
  registerRoute(app, C.memberPage, { access, handler: ({ caller, query }) => circles.memberPage(caller, query) });
  registerRoute(app, C.memberInfo, { access, handler: ({ caller, query }) => circles.memberInfo(caller, query.id) });
  registerRoute(app, C.invite, { access, handler: ({ caller, body }) => circles.invite(caller, body) });
  registerRoute(app, C.reinvite, { access, handler: ({ caller, body }) => circles.reinvite(caller, body) });
  registerRoute(app, C.accept, { access, handler: ({ caller, body }) => circles.answer(caller, body, 'accept') });
  registerRoute(app, C.decline, { access, handler: ({ caller, body }) => circles.answer(caller, body, 'decline') });
  registerRoute(app, C.remove, { access, handler: ({ caller, body }) => circles.remove(caller, body) });
  registerRoute(app, C.notify, { access, handler: ({ caller, body }) => circles.notify(caller, body) });
  registerRoute(app, C.dissuade, { access: ['guard'], handler: ({ caller, body }) => circles.dissuade(caller, body) });
  // The invited member's link: no login, the token is the credential (stored hashed), limited like the logins.
  const open = { access: 'public', rateLimit } as const;
  registerRoute(app, C.invitationInfo, {
    ...open,
    handler: ({ query }) => circles.invitationInfo(query.token),
  });
  registerRoute(app, C.invitationAccept, {
    ...open,
    handler: ({ body }) => circles.invitationAccept(body.token),
  });
  registerRoute(app, C.invitationDecline, {
    ...open,
    handler: ({ body }) => circles.invitationDecline(body.token),
  });
}
