import { NOTICE_ENDPOINTS as N } from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../core/route.ts';
import type { NoticeService } from './notice.service.ts';

/** Notices of the caller's organisation, for every login type (partners simply have none). */
export function noticeRoutes(app: FastifyInstance, { notices }: { notices: NoticeService }) {
  const access = 'authenticated';
  registerRoute(app, N.page, { access, handler: ({ caller, query }) => notices.page(caller, query) });
  registerRoute(app, N.unreadCount, { access, handler: ({ caller }) => notices.unread(caller) });
  registerRoute(app, N.read, { access, handler: ({ caller, body }) => notices.read(caller, body.id) });
  registerRoute(app, N.readAll, { access, handler: ({ caller }) => notices.readAll(caller) });
}
