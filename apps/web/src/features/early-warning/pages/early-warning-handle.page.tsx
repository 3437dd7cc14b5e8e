import { NoticeBar } from 'antd-mobile';
import type { FeedbackBody } from '@afp/contract';
import { formatDateTime } from '../../../lib/date-time';
import { useSubmitFeedback } from '../api/early-warning.mutations';
import { FeedbackPage } from '../components/feedback-page';
import { levelOf } from '../lib/format';

/** 预警处置: the feedback form for one assignment, submitted with its version. */
export default function EarlyWarningHandlePage() {
  const submit = useSubmitFeedback();
  return (
    <FeedbackPage
      bodyOf={(fields, assignmentId, detail): FeedbackBody => ({ ...fields, assignmentId, version: detail.version })}
      send={(body: FeedbackBody, idempotencyKey) => submit.mutateAsync({ body, idempotencyKey })}
      sentText={() => '反馈成功'}
      header={(detail) => (
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
      )}
    />
  );
}
