import type { ReactNode } from 'react';
import { Card, Tag } from 'antd-mobile';
import {
  CONTROL_VISIT_STATES,
  CONTROL_VISIT_METHODS,
  CONTROL_VISIT_RESULTS,
  type ControlVisit,
  type ControlVisitState,
} from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import { PlaceText } from '../../../components/place-text';
import { formatDateTime } from '../../../lib/date-time';
import { FeedbackPhotos } from '../../file';
import styles from './visit-card.module.css';

const STATE_COLORS: Record<ControlVisitState, string> = {
  SUBMITTED: 'primary',
  APPROVED: 'success',
  RETURNED: 'danger',
};

/** One visit with its approval state, the reviewer and, when returned, why. */
export function VisitCard({ visit, actions }: { visit: ControlVisit; actions?: ReactNode }) {
  return (
    <Card
      data-testid={`control-feedback-${visit.id}`}
      data-state={visit.state}
      className={styles.card}
      title={formatDateTime(visit.submittedAt)}
      extra={
        <Tag color={STATE_COLORS[visit.state]} fill="outline" data-testid="control-feedback-state">
          {CONTROL_VISIT_STATES[visit.state]}
        </Tag>
      }
    >
      {fieldRow('管控方式', CONTROL_VISIT_METHODS[visit.method])}
      {fieldRow('管控结果', CONTROL_VISIT_RESULTS[visit.result])}
      {fieldRow('走访地点', <PlaceText place={visit} />)}
      {fieldRow('管控情况', visit.content)}
      {fieldRow('反馈人', visit.submittedByName)}
      {visit.isLate ? fieldRow('提交时限', '逾期提交') : null}
      {visit.reviewedAt ? fieldRow('审核', `${visit.reviewedByName ?? '-'} ${formatDateTime(visit.reviewedAt)}`) : null}
      {visit.reviewReason ? (
        <div data-testid="control-feedback-reason">{fieldRow('退回原因', visit.reviewReason)}</div>
      ) : null}
      {visit.photos.length > 0 ? fieldRow('现场照片', <FeedbackPhotos keys={visit.photos} />) : null}
      {visit.commitments.length > 0 ? fieldRow('承诺书', <FeedbackPhotos keys={visit.commitments} />) : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </Card>
  );
}
