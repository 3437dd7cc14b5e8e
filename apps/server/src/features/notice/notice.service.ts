import type { NOTICE_ENDPOINTS, NoticeRecord, NoticeUnread, Page, ParsedQueryOf } from '@afp/contract';
import type { Clock } from '../../clock.ts';
import { keysetPage } from '../../core/keyset-page.ts';
import type { Principal } from '../../core/principal.ts';
import { noticeNotFound } from './notice.errors.ts';
import { presentNotice } from './notice.presenter.ts';
import type { NoticeReader, NoticeRepository } from './notice.repository.ts';

type PageQuery = ParsedQueryOf<typeof NOTICE_ENDPOINTS.page>;

/** Notices of the caller's own organisation; read state is the caller's own. */
export function createNoticeService({ repository, clock }: { repository: NoticeRepository; clock: Clock }) {
  const readerOf = (caller: Principal): NoticeReader => ({ loginType: caller.loginType, accountId: caller.id });
  const unreadOf = async (caller: Principal): Promise<NoticeUnread> => ({
    unread: await repository.unreadCount(caller.orgId, readerOf(caller)),
  });

  return {
    async page(caller: Principal, query: PageQuery): Promise<Page<NoticeRecord>> {
      return keysetPage(query, (slice) => repository.page({ orgId: caller.orgId, reader: readerOf(caller) }, slice), {
        positionOf: (row) => ({ micros: row.createdMicros, id: row.id }),
        present: (pageRows) => pageRows.map(presentNotice),
      });
    },
    unread: unreadOf,
    async read(caller: Principal, noticeId: string): Promise<NoticeUnread> {
      const isOwn = await repository.markRead(caller.orgId, readerOf(caller), noticeId, clock.now());
      if (!isOwn) throw noticeNotFound();
      return unreadOf(caller);
    },
    async readAll(caller: Principal): Promise<NoticeUnread> {
      await repository.markAllRead(caller.orgId, readerOf(caller), clock.now());
      return unreadOf(caller);
    },
  };
}
export type NoticeService = ReturnType<typeof createNoticeService>;
