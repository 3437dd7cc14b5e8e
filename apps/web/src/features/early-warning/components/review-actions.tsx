import { useState } from 'react';
import { Button, Dialog, Space } from 'antd-mobile';
import { RETURN_VISIT_OUTCOMES, type ReturnVisitOutcome, type WarningDetail } from '@afp/contract';
import { ReasonDialog, sendReason } from '../../../components/reason-dialog';
import { showToast, toastError } from '../../../lib/feedback';
import { useRejectFeedback, useReturnVisit } from '../api/early-warning.mutations';
import styles from './review-actions.module.css';

const REJECT_TEXT = {
  title: '驳回反馈',
  placeholder: '请填写驳回原因（必填），处置单位将重新反馈',
  required: '请填写驳回原因',
  confirm: '确认驳回',
  testId: 'feedback-reject',
};

/** What an organisation above the holder does with a feedback: 驳回, or (the centre) 回访办结. */
export function ReviewActions({ detail }: { detail: WarningDetail }) {
  const [isRejecting, setRejecting] = useState(false);
  const reject = useRejectFeedback();
  const returnVisit = useReturnVisit();
  if (!detail.canReject && !detail.canReturnVisit) return null;
  const target = { assignmentId: detail.assignmentId, version: detail.version };

  const handleReject = (reason: string) =>
    sendReason(
      () => reject.mutateAsync({ ...target, reason }),
      '已驳回',
      () => setRejecting(false),
    );

  // Before the configured attempts 暂时找不到 are on record, 确实找不到 is not offered (the server refuses it too).
  const mayCloseAsNotFound = detail.contactAttempts >= detail.attemptsRequired;
  const handleReturnVisit = async () => {
    const outcome = await new Promise<ReturnVisitOutcome | null>((resolve) =>
      Dialog.show({
        title: '预警回访',
        content: mayCloseAsNotFound
          ? '请选择回访结果。暂时找不到时预警保持待再次回访，其余结果办结预警。'
          : `请选择回访结果。暂时找不到时预警保持待再次回访；确实找不到须先有 ${detail.attemptsRequired} 次暂时找不到的回访记录（已记录 ${detail.contactAttempts} 次）。`,
        closeOnAction: true,
        onClose: () => resolve(null),
        actions: [
          ...(Object.keys(RETURN_VISIT_OUTCOMES) as ReturnVisitOutcome[]).map((key) => ({
            key,
            text: RETURN_VISIT_OUTCOMES[key],
            disabled: key === 'NOT_FOUND' && !mayCloseAsNotFound,
            onClick: () => resolve(key),
          })),
          { key: 'cancel', text: '取消', onClick: () => resolve(null) },
        ],
      }),
    );
    if (outcome === null) return;
    try {
      await returnVisit.mutateAsync({ ...target, outcome });
      showToast(outcome === 'NOT_FOUND_YET' ? '已记录，待再次回访' : '已回访办结');
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Space className={styles.actions}>
      {detail.canReject ? (
        <Button
          size="small"
          color="warning"
          fill="outline"
          data-testid="reject-feedback-button"
          onClick={() => setRejecting(true)}
        >
          驳回反馈
        </Button>
      ) : null}
      {detail.canReturnVisit ? (
        <Button
          size="small"
          color="success"
          fill="outline"
          loading={returnVisit.isPending}
          data-testid="return-visit-button"
          onClick={() => void handleReturnVisit()}
        >
          预警回访
        </Button>
      ) : null}
      <ReasonDialog
        text={REJECT_TEXT}
        visible={isRejecting}
        isSubmitting={reject.isPending}
        onClose={() => setRejecting(false)}
        onSubmit={handleReject}
      />
    </Space>
  );
}
