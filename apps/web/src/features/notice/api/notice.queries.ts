import { queryOptions } from '@tanstack/react-query';
import { NOTICE_ENDPOINTS, type NoticeRecord, type Page } from '@afp/contract';
import { call } from '../../../lib/api-client';

export const noticeKeys = {
  all: ['notice'] as const,
  list: () => [...noticeKeys.all, 'list'] as const,
  unread: () => [...noticeKeys.all, 'unread'] as const,
};

export const fetchNoticePage = (cursor: string | undefined): Promise<Page<NoticeRecord>> =>
  call(NOTICE_ENDPOINTS.page, { query: { cursor } });

/** The caller's unread notices (the badge on the homes); refreshed when a home opens again. */
export const unreadNoticeQuery = () =>
  queryOptions({
    queryKey: noticeKeys.unread(),
    queryFn: () => call(NOTICE_ENDPOINTS.unreadCount),
    select: ({ unread }) => unread,
    staleTime: 30_000,
  });
