import { Button, ErrorBlock, NoticeBar } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import { showToast } from '../../../lib/feedback';
import { navigateBack, redirectTo } from '../../../lib/navigation';
import { useSubmitFeedback } from '../api/early-warning.mutations';
import { protectionCircleQuery, warningDetailQuery } from '../api/early-warning.queries';
import { FeedbackForm } from '../components/feedback-form';
import { draftKeyOf, useFeedbackDraft } from '../hooks/feedback-draft.store';
import { useAssignmentId } from '../hooks/use-assignment-id';
import { hasHistory, runFeedbackCall } from '../hooks/use-feedback-submit';
import { detailPath } from '../lib/chooser-path';
import { formatTime, levelOf } from '../lib/format';

/** 预警处置: the feedback form for one assignment, submitted with its version. */
export default function EarlyWarningHandlePage() {
  const assignmentId = useAssignmentId();
  const draftKey = draftKeyOf(assignmentId);
  const { data: detail, isPending, isError, error, refetch } = useQuery(warningDetailQuery(assignmentId));
  const { data: members = [] } = useQuery(protectionCircleQuery(assignmentId));
  const submit = useSubmitFeedback();
  const clearDraft = useFeedbackDraft((state) => state.clearDraft);

  if (!assignmentId)
    return (
      <PageShell>
        <ErrorBlock status="empty" title="缺少预警编号" />
      </PageShell>
    );
  if (isPending)
    return (
      <PageShell>
        <PageLoading />
      </PageShell>
    );
  if (isError)
    return (
      <PageShell>
        <ErrorBlock status="disconnected" title="加载失败" description={error.message}>
          <Button color="primary" fill="outline" onClick={() => void refetch()}>
            重试
          </Button>
        </ErrorBlock>
      </PageShell>
    );

  return (
    <PageShell bodyStyle={{ background: '#f5f5f5', paddingBottom: 24 }}>
      <NoticeBar
        color={detail.canFeedback ? 'info' : 'alert'}
        content={
          detail.canFeedback
            ? `${levelOf(detail.level).name} · ${detail.victimName} ${detail.victimPhone} · 反馈时限 ${formatTime(detail.feedbackDeadline)}`
            : '该预警当前不可反馈(可能已被他人处理),请返回查看'
        }
      />
      <FeedbackForm
        draftKey={draftKey}
        assignmentId={assignmentId}
        members={members}
        isSubmitting={submit.isPending}
        onSubmit={(fields) =>
          runFeedbackCall(
            () => submit.mutateAsync({ ...fields, assignmentId, version: detail.version }),
            () => {
              clearDraft(draftKey);
              showToast('反馈成功');
              if (hasHistory()) navigateBack(1);
              else redirectTo(detailPath(assignmentId));
            },
          )
        }
      />
    </PageShell>
  );
}
