import { List } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { ShortList } from '../../../components/short-list';
import { PATHS } from '../../../config/routes';
import { formatDateTime } from '../../../lib/date-time';
import { openPage, withId } from '../../../lib/navigation';
import { feedbackListQuery } from '../api/mail.queries';
import { PullToRefresh } from '../../../components/pull-to-refresh';

/** 反馈列表: the feedback each target gave on a mail. */
export default function MailFeedbackListPage() {
  const id = useSearchParams()[0].get('id') ?? '';
  const query = useQuery(feedbackListQuery(id));
  const state = queryState(query, { isMissing: !id, missingTitle: '缺少公文编号' });
  if (state.view) return <PageShell>{state.view}</PageShell>;
  return (
    <PageShell>
      <PullToRefresh onRefresh={() => query.refetch().then(() => undefined)}>
        <ShortList rows={state.data} empty="暂无反馈" mode="card" testId="mail-feedback-list">
          {(feedback) => (
            <List.Item
              key={feedback.receiptId}
              clickable
              data-testid={`mail-feedback-${feedback.receiptId}`}
              description={`${formatDateTime(feedback.fedBackAt)} ${feedback.fedBackByName}${feedback.attachments.length ? ` · 附件${feedback.attachments.length}个` : ''}`}
              onClick={() => openPage(withId(PATHS.mailFeedbackDetail, feedback.receiptId))}
            >
              {feedback.orgName}：{feedback.content}
            </List.Item>
          )}
        </ShortList>
      </PullToRefresh>
    </PageShell>
  );
}
