import type { ReactNode } from 'react';
import { Card, Tag } from 'antd-mobile';
import {
  CONTROL_FEEDBACK_STATES,
  CONTROL_VISIT_METHODS,
  CONTROL_VISIT_RESULTS,
  type ControlFeedback,
  type ControlFeedbackState,
} from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import { PlaceText } from '../../../components/place-text';
import { formatDateTime } from '../../../lib/date-time';
import { FeedbackPhotos } from '../../early-warning';
import styles from './feedback-card.module.css';

const STATE_COLORS: Record<ControlFeedbackState, string> = {
  SUBMITTED: 'primary',
  APPROVED: 'success',
  RETURNED: 'danger',
};

/** One visit feedback with its approval state, the reviewer and, when returned, why. */
export function FeedbackCard({ feedback, actions }: { feedback: ControlFeedback; actions?: ReactNode }) {
  return (
    <Card
      data-testid={`control-feedback-${feedback.id}`}
      data-state={feedback.state}
      className={styles.card}
      title={formatDateTime(feedback.submittedAt)}
      extra={
        <Tag color={STATE_COLORS[feedback.state]} fill="outline" data-testid="control-feedback-state">
          {CONTROL_FEEDBACK_STATES[feedback.state]}
        </Tag>
      }
    >
      {fieldRow('管控方式', CONTROL_VISIT_METHODS[feedback.method])}
      {fieldRow('管控结果', CONTROL_VISIT_RESULTS[feedback.result])}
      {fieldRow('走访地点', <PlaceText place={feedback} />)}
      {fieldRow('管控情况', feedback.content)}
      {fieldRow('反馈人', feedback.submittedByName)}
      {feedback.isLate ? fieldRow('提交时限', '逾期提交') : null}
      {feedback.reviewedAt
        ? fieldRow('审核', `${feedback.reviewedByName ?? '-'} ${formatDateTime(feedback.reviewedAt)}`)
        : null}
      {feedback.reviewReason ? (
        <div data-testid="control-feedback-reason">{fieldRow('退回原因', feedback.reviewReason)}</div>
      ) : null}
      {feedback.photos.length > 0 ? fieldRow('现场照片', <FeedbackPhotos keys={feedback.photos} />) : null}
      {feedback.commitments.length > 0 ? fieldRow('承诺书', <FeedbackPhotos keys={feedback.commitments} />) : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </Card>
  );
}
