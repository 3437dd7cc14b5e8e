import type { Clock } from '../../clock.ts';
import { defineModule } from '../../core/module.ts';
import type { Db } from '../../db/client.ts';
import { createNoticeRepository } from './notice.repository.ts';
import { noticeRoutes } from './notice.routes.ts';
import { createNoticeService } from './notice.service.ts';

export interface NoticeContext {
  db: Db;
  clock: Clock;
}

/** Notices 消息通知 of an organisation: list, unread count, mark read (one / all), per account. */
export const noticeModule = defineModule<NoticeContext>({
  name: 'notice',
  register(app, { db, clock }) {
    noticeRoutes(app, { notices: createNoticeService({ repository: createNoticeRepository({ db }), clock }) });
  },
});
