import { useState } from 'react';
import { NoticeBar } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import type { FeedbackBody } from '@afp/contract';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { showToast } from '../../../lib/feedback';
import { navigateBack, redirectTo } from '../../../lib/navigation';
import { formatDateTime } from '../../../lib/date-time';
import { useSubmitFeedback } from '../api/early-warning.mutations';
import { protectionCircleQuery, warningDetailQuery } from '../api/early-warning.queries';
import { FeedbackForm } from '../components/feedback-form';
import { draftKeyOf } from '../hooks/feedback-draft.store';
import { useAssignmentId } from '../hooks/use-assignment-id';
import { FeedbackDraftActions } from '../components/feedback-draft-actions';
import { hasHistory, useFeedbackSubmission } from '../hooks/use-feedback-submit';
import { detailPath } from '../lib/chooser-path';
import { fraudTypeOf, levelOf } from '../lib/format';
import styles from './early-warning-handle.page.module.css';
import { MISSING_WARNING_ID } from '../early-warning.texts';

/** 预警处置: the feedback form for one assignment, submitted with its version. */
export default function EarlyWarningHandlePage() {
  const assignmentId = useAssignmentId();
  const draftKey = draftKeyOf(assignmentId);
  const detailQuery = useQuery(warningDetailQuery(assignmentId));
  const { data: members = [] } = useQuery(protectionCircleQuery(assignmentId));
  const submit = useSubmitFeedback();
  const { submission, fieldErrors } = useFeedbackSubmission({
    draftKey,
    send: (body: FeedbackBody, idempotencyKey) => submit.mutateAsync({ body, idempotencyKey }),
    onSent: () => {
      showToast('反馈成功');
      if (hasHistory()) navigateBack(1);
      else redirectTo(detailPath(assignmentId));
    },
  });
  const [formKey, setFormKey] = useState(0);

  const detailState = queryState(detailQuery, { isMissing: !assignmentId, missingTitle: MISSING_WARNING_ID });
  if (detailState.view) return <PageShell>{detailState.view}</PageShell>;

  const detail = detailState.data;
  return (
    <PageShell bodyClassName={styles.body}>
      <NoticeBar
        wrap
        color={detail.canFeedback ? 'info' : 'alert'}
        data-testid="feedback-notice"
        content={
          detail.canFeedback
            ? `${levelOf(detail.level).name} · ${detail.victimName} ${detail.victimPhone} · 反馈时限 ${formatDateTime(detail.feedbackDeadline)}`
            : '该预警当前不可反馈（可能已被他人处理），请返回查看'
        }
      />
      <FeedbackDraftActions
        draftKey={draftKey}
        submission={submission}
        onDiscarded={() => setFormKey((key) => key + 1)}
      />
      <FeedbackForm
        key={formKey}
        draftKey={draftKey}
        assignmentId={assignmentId}
        members={members}
        isSubmitting={submission.isBusy}
        fraudType={fraudTypeOf(detail)}
        fieldErrors={fieldErrors}
        onSubmit={(fields) => submission.submit({ ...fields, assignmentId, version: detail.version })}
      />
    </PageShell>
  );
}
