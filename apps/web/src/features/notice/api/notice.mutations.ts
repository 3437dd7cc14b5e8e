import { useMutation } from '@tanstack/react-query';
import { NOTICE_ENDPOINTS, type NoticeUnread } from '@afp/contract';
import { call } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { noticeKeys } from './notice.queries';

/** The answer is the unread count after the change: the badge takes it, the list reloads its read marks. */
const afterRead = async (answer: NoticeUnread): Promise<void> => {
  queryClient.setQueryData(noticeKeys.unread(), answer);
  await queryClient.invalidateQueries({ queryKey: noticeKeys.list() });
};

export const useReadNotice = () =>
  useMutation({ mutationFn: (id: string) => call(NOTICE_ENDPOINTS.read, { body: { id } }), onSuccess: afterRead });

export const useReadAllNotices = () =>
  useMutation({ mutationFn: () => call(NOTICE_ENDPOINTS.readAll), onSuccess: afterRead });
