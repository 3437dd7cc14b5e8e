import { BULLETIN_ENDPOINTS as B } from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import { registerRawRoute, registerRoute } from '../../core/route.ts';
import { sendXlsx } from '../file/index.ts';
import type { BulletinService } from './bulletin.service.ts';

/** 发案通报: oa staff of the centre (all), of districts and stations (those sent to them). */
export function bulletinRoutes(app: FastifyInstance, { bulletins }: { bulletins: BulletinService }) {
  const oa = ['oa'] as const;
  registerRoute(app, B.page, { access: oa, handler: ({ caller, query }) => bulletins.page(caller, query) });
  registerRoute(app, B.info, { access: oa, handler: ({ caller, query }) => bulletins.info(caller, query.id) });
  registerRawRoute(app, B.export, {
    access: oa,
    handler: async ({ caller, query, reply }) => sendXlsx(reply, await bulletins.exportXlsx(caller, query.id)),
  });
}
