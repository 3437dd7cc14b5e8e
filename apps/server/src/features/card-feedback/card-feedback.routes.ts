import {
  CARD_FEEDBACK_ENDPOINTS as C,
  CARD_OPENING_INTAKE_ENDPOINTS,
  PARTNER_CARD_FEEDBACK_ENDPOINTS as P,
} from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../core/route.ts';
import type { Db } from '../../db/client.ts';
import { Outcome } from '../../http/envelope.ts';
import { registerIntakeKeyRoutes } from '../intake/index.ts';
import type { CardFeedbackService } from './card-feedback.service.ts';

/** Card-opening feedback 开卡码反馈 (DESIGN §4.5): guards and oa staff, partners' read, outlets' intake. */
export async function cardFeedbackRoutes(
  app: FastifyInstance,
  { db, cards, rateLimit }: { db: Db; cards: CardFeedbackService; rateLimit: number },
) {
  const access = ['guard', 'oa'] as const;
  registerRoute(app, C.page, { access, handler: ({ caller, query }) => cards.page(caller, query) });
  registerRoute(app, C.info, { access, handler: ({ caller, query }) => cards.info(caller, query.id) });
  registerRoute(app, C.assignees, { access, handler: ({ caller, query }) => cards.assignees(caller, query.id) });
  registerRoute(app, C.assign, { access, handler: ({ caller, body }) => cards.assign(caller, body) });
  registerRoute(app, C.feedback, { access, handler: ({ caller, body }) => cards.feedback(caller, body) });
  registerRoute(app, C.close, { access, handler: ({ caller, body }) => cards.close(caller, body) });
  registerRoute(app, C.return, { access, handler: ({ caller, body }) => cards.return(caller, body) });

  const partner = ['cooperation'] as const;
  registerRoute(app, P.page, { access: partner, handler: ({ caller, query }) => cards.partnerPage(caller, query) });
  registerRoute(app, P.info, {
    access: partner,
    handler: ({ caller, query }) => cards.partnerInfo(caller, query.id),
  });

  await registerIntakeKeyRoutes(app, { db, rateLimit }, (scope, clientOf) => {
    registerRoute(scope, CARD_OPENING_INTAKE_ENDPOINTS.push, {
      // No session: the outlet system's intake key is checked before validation.
      access: 'public',
      handler: async ({ request, body }) => {
        const result = await cards.push(clientOf(request), body);
        return result.duplicate ? new Outcome(200, '重复推送，已忽略', result) : result;
      },
    });
  });
}
