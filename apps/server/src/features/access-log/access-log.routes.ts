import { ACCESS_LOG_ENDPOINTS as A } from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../core/route.ts';
import type { AccessLogReader } from './access-log.reader.ts';

/** The access log's one route: oa staff may ask, the reader lets only the centre's through. */
export function accessLogRoutes(app: FastifyInstance, { reader }: { reader: AccessLogReader }) {
  registerRoute(app, A.person, { access: ['oa'], handler: ({ caller, query }) => reader.personPage(caller, query) });
}
