import { CARRIER_ASSIST_ENDPOINTS as E } from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../core/route.ts';
import type { CarrierAssistService } from './carrier-assist.service.ts';

/** 运营商协助 on a warning: guards and oa read the section and ask (the service decides who may ask). */
export function carrierAssistRoutes(app: FastifyInstance, { carrierAssist }: { carrierAssist: CarrierAssistService }) {
  const access = ['guard', 'oa'] as const;
  registerRoute(app, E.ofWarning, {
    access,
    handler: ({ caller, query }) => carrierAssist.ofWarning(caller, query.assignmentId),
  });
  registerRoute(app, E.ask, { access, handler: ({ caller, body }) => carrierAssist.ask(caller, body) });
}
