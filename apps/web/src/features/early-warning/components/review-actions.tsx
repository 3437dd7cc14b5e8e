import { useState } from 'react';
import { Button, Dialog, Space } from 'antd-mobile';
import type { WarningDetail } from '@afp/contract';
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

  const handleReturnVisit = async () => {
    const choice = await new Promise<boolean | null>((resolve) =>
      Dialog.show({
        title: '回访办结',
        content: '回访是否有效？办结后预警不再处置。',
        closeOnAction: true,
        onClose: () => resolve(null),
        actions: [
          [
            { key: 'effective', text: '有效回访', onClick: () => resolve(true) },
            { key: 'ineffective', text: '无效回访', onClick: () => resolve(false) },
          ],
          { key: 'cancel', text: '取消', onClick: () => resolve(null) },
        ],
      }),
    );
    if (choice === null) return;
    try {
      await returnVisit.mutateAsync({ ...target, isEffective: choice });
      showToast('已回访办结');
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
          回访办结
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
