import { Button } from 'antd-mobile';
import type { NoticeRecord } from '@afp/contract';
import { InfiniteList } from '../../../components/infinite-list';
import { PageShell } from '../../../components/page-shell';
import { navigateTo } from '../../../lib/navigation';
import { fetchNoticePage, noticeKeys } from '../api/notice.queries';
import { useReadAllNotices, useReadNotice } from '../api/notice.mutations';
import { NoticeItem } from '../components/notice-item';
import { noticeTarget } from '../notice.rules';

/** 消息通知: the organisation's notices, newest first; tapping one marks it read and opens what it is about. */
export default function NoticeListPage() {
  const readNotice = useReadNotice();
  const readAll = useReadAllNotices();

  const handleOpen = (notice: NoticeRecord) => {
    if (!notice.isRead) readNotice.mutate(notice.id);
    const target = noticeTarget(notice);
    if (target) navigateTo(target);
  };

  return (
    <PageShell
      right={
        <Button
          size="mini"
          fill="none"
          loading={readAll.isPending}
          onClick={() => readAll.mutate()}
          data-testid="notice-read-all"
        >
          全部已读
        </Button>
      }
    >
      <InfiniteList
        queryKey={noticeKeys.list()}
        fetchPage={fetchNoticePage}
        itemKey={(notice) => notice.id}
        renderItem={(notice) => <NoticeItem notice={notice} onOpen={() => handleOpen(notice)} />}
        emptyText="暂无消息"
        emptyDescription="新预警、即将到期、超时和移交的通知会显示在这里"
        testId="notice-list"
      />
    </PageShell>
  );
}
