import { useState } from 'react';
import { Button, Card } from 'antd-mobile';
import type { OrderTarget } from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import { ReasonDialog, type ReasonDialogText } from '../../../components/reason-dialog';
import { formatDateTime } from '../../../lib/date-time';
import { showConfirm, showToast, toastError } from '../../../lib/feedback';
import { useCentreMove, useReturnOrderTask } from '../api/cooperation-order.mutations';
import { AttachmentList } from './attachment-list';
import { OrderDeadline } from './order-deadline';
import { OverdueTag, StateTag } from './order-tags';
import styles from './order.module.css';

const RETURN_TEXT: ReasonDialogText = {
  title: '退回重办',
  placeholder: '请填写退回原因，如：请补充止付时间',
  required: '请填写退回原因',
  confirm: '确认退回',
  testId: 'order-return',
};

/** One partner's task of an order as the centre follows it, with the centre's moves. */
export function TargetCard({ target }: { target: OrderTarget }) {
  const move = useCentreMove();
  const returnTask = useReturnOrderTask();
  const [isReturning, setIsReturning] = useState(false);
  const ref = { taskId: target.taskId, version: target.version };

  const confirmThen = async (question: string, action: 'close' | 'withdraw', done: string) => {
    if (!(await showConfirm(question))) return;
    move.mutate({ move: action, body: ref }, { onSuccess: () => showToast(done), onError: toastError });
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
              loading={move.isPending}
              data-testid={`order-close-${target.partnerOrgId}`}
              onClick={() => void confirmThen(`确认办结「${target.partnerOrgName}」的工单任务？`, 'close', '已办结')}
            >
              办结
            </Button>
            <Button
              size="small"
              color="warning"
              fill="outline"
              data-testid={`order-return-${target.partnerOrgId}`}
              onClick={() => setIsReturning(true)}
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
            loading={move.isPending}
            data-testid={`order-withdraw-${target.partnerOrgId}`}
            onClick={() =>
              void confirmThen(
                `确认撤回发给「${target.partnerOrgName}」的工单？撤回后对方不再可见。`,
                'withdraw',
                '已撤回',
              )
            }
          >
            撤回
          </Button>
        ) : null}
      </div>
      <ReasonDialog
        text={RETURN_TEXT}
        visible={isReturning}
        isSubmitting={returnTask.isPending}
        onClose={() => setIsReturning(false)}
        onSubmit={async (reason) => {
          try {
            await returnTask.mutateAsync({ ...ref, reason });
            showToast('已退回');
            return true;
          } catch (error) {
            toastError(error);
            return false;
          }
        }}
      />
    </Card>
  );
}
