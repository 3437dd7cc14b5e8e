import { useState } from 'react';
import { Button, Card } from 'antd-mobile';
import type { OrderTarget } from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import { ReasonDialog, type ReasonDialogText } from '../../../components/reason-dialog';
import { formatDateTime } from '../../../lib/date-time';
import { showConfirm, showToast, toastError } from '../../../lib/feedback';
import { useCloseOrderTask, useReasonedMove, type ReasonedMove } from '../api/cooperation-order.mutations';
import { AttachmentList } from './attachment-list';
import { OrderDeadline } from './order-deadline';
import { OverdueTag, StateTag } from './order-tags';
import styles from './order.module.css';

const REASON_TEXTS: Record<ReasonedMove, ReasonDialogText> = {
  return: {
    title: '退回重办',
    placeholder: '请填写退回原因，如：请补充止付时间',
    required: '请填写退回原因',
    confirm: '确认退回',
    testId: 'order-return',
  },
  withdraw: {
    title: '撤回工单',
    placeholder: '请填写撤回原因（必填），合作单位将收到撤回通知',
    required: '请填写撤回原因',
    confirm: '确认撤回',
    testId: 'order-withdraw',
  },
};
const DONE_TOASTS: Record<ReasonedMove, string> = { return: '已退回', withdraw: '已撤回' };

/** One partner's task of an order as the centre follows it, with the centre's moves. */
export function TargetCard({ target }: { target: OrderTarget }) {
  const closeTask = useCloseOrderTask();
  const reasonedMove = useReasonedMove();
  const [reasonAsked, setReasonAsked] = useState<ReasonedMove | null>(null);
  const ref = { taskId: target.taskId, version: target.version };

  const handleClose = async () => {
    if (!(await showConfirm(`确认办结「${target.partnerOrgName}」的工单任务？`))) return;
    closeTask.mutate(ref, { onSuccess: () => showToast('已办结'), onError: toastError });
  };
  const handleReason = async (reason: string): Promise<boolean> => {
    if (!reasonAsked) return false;
    try {
      await reasonedMove.mutateAsync({ move: reasonAsked, body: { ...ref, reason } });
      setReasonAsked(null);
      showToast(DONE_TOASTS[reasonAsked]);
      return true;
    } catch (error) {
      toastError(error);
      return false;
    }
  };

  return (
    <Card
      className={styles.card}
      data-testid={`order-target-${target.partnerOrgId}`}
      data-state={target.state}
      title={target.partnerOrgName}
      extra={<StateTag state={target.state} testId={`order-target-state-${target.partnerOrgId}`} />}
    >
      <OverdueTag isOverdue={target.isOverdue} testId={`order-target-overdue-${target.partnerOrgId}`} />
      {fieldRow('接收时间', target.receivedAt ? formatDateTime(target.receivedAt) : '未接收')}
      {fieldRow('反馈时间', target.fedBackAt ? formatDateTime(target.fedBackAt) : '未反馈')}
      {target.closedAt ? fieldRow('办结时间', formatDateTime(target.closedAt)) : null}
      {fieldRow('办理时限', formatDateTime(target.deadlineAt))}
      {target.returnReason && target.state === 'RETURNED' ? fieldRow('退回原因', target.returnReason) : null}
      {target.feedback ? (
        <>
          {fieldRow('处理结果', <span className={styles.content}>{target.feedback.answer}</span>)}
          {target.feedback.doneAt ? fieldRow('完成时间', formatDateTime(target.feedback.doneAt)) : null}
          {fieldRow(
            '凭证',
            <AttachmentList
              attachments={target.feedback.attachments}
              testId={`order-target-files-${target.partnerOrgId}`}
            />,
          )}
        </>
      ) : null}
      <OrderDeadline task={{ state: target.state, deadlineAt: target.deadlineAt }} />
      <div className={styles.actions}>
        {target.state === 'FED_BACK' ? (
          <>
            <Button
              size="small"
              color="primary"
              loading={closeTask.isPending}
              data-testid={`order-close-${target.partnerOrgId}`}
              onClick={() => void handleClose()}
            >
              办结
            </Button>
            <Button
              size="small"
              color="warning"
              fill="outline"
              data-testid={`order-return-${target.partnerOrgId}`}
              onClick={() => setReasonAsked('return')}
            >
              退回重办
            </Button>
          </>
        ) : null}
        {target.state === 'ISSUED' ? (
          <Button
            size="small"
            color="danger"
            fill="outline"
            data-testid={`order-withdraw-${target.partnerOrgId}`}
            onClick={() => setReasonAsked('withdraw')}
          >
            撤回
          </Button>
        ) : null}
      </div>
      <ReasonDialog
        text={REASON_TEXTS[reasonAsked ?? 'return']}
        visible={reasonAsked !== null}
        isSubmitting={reasonedMove.isPending}
        onClose={() => setReasonAsked(null)}
        onSubmit={handleReason}
      />
    </Card>
  );
}
