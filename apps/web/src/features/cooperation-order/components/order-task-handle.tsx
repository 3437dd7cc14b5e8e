import { Card, NoticeBar } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import {
  ORDER_ATTACHMENT_MAX,
  ORDER_TASK_STATES,
  ORDER_TYPES,
  type OrderTaskDetail,
  type OrderTaskHandleBody,
} from '@afp/contract';
import { queryState } from '../../../components/query-state';
import { StateBlock } from '../../../components/state-block';
import { WayBack } from '../../../components/way-back';
import { draftKeyOf } from '../../../lib/drafts';
import { DraftFormFooter, FormCard, TextAreaField, TextField } from '../../../lib/forms';
import { PhotoUploadField } from '../../file';
import { useFeedbackForm } from '../../partner-task';
import { orderTaskQuery } from '../api/cooperation-order.queries';
import { useHandleOrderTask } from '../api/cooperation-order.mutations';
import { answerHintOf, checkHandleForm, EMPTY_HANDLE_FORM, needsDoneAt } from '../cooperation-order.rules';
import { OrderDeadline } from './order-deadline';
import styles from './order.module.css';

/**
 * 工单处理: the partner's feedback (answer, time done for 止付/冻结 and 号码关停, photos with upload
 * progress); kept as a draft and sent once.
 */
export function OrderTaskHandle({ orderTaskId }: { orderTaskId: string }) {
  const query = useQuery(orderTaskQuery(orderTaskId));
  const state = queryState(query, { isMissing: !orderTaskId, missingTitle: '缺少工单编号' });
  if (state.view) return state.view;
  const task = state.data;
  if (task.state !== 'HANDLING' && task.state !== 'RETURNED')
    return (
      <StateBlock
        illustration="empty"
        title={`当前状态（${ORDER_TASK_STATES[task.state]}）无需反馈`}
        description={task.state === 'ISSUED' || task.state === 'RECEIVED' ? '请先接收并开始处理工单' : undefined}
        testId="order-task-not-handling"
      >
        <WayBack />
      </StateBlock>
    );

  return <OrderTaskForm task={task} />;
}

/** The feedback on a task being handled: a draft per task, checked by the shared rules, sent once. */
function OrderTaskForm({ task }: { task: OrderTaskDetail }) {
  const handle = useHandleOrderTask();
  const draftForm = useFeedbackForm({
    draftKey: draftKeyOf('order-task-handle', task.id),
    empty: EMPTY_HANDLE_FORM,
    check: (input) => checkHandleForm(task, input, Date.now()),
    send: (body: OrderTaskHandleBody, idempotencyKey) => handle.mutateAsync({ body, idempotencyKey }),
  });
  const { form, patch, submission, submitChecked } = draftForm;
  return (
    <div data-testid="order-task-handle">
      <FormCard
        submission={submission}
        intro={
          <>
            {task.state === 'RETURNED' && task.returnReason ? (
              <NoticeBar
                color="error"
                wrap
                content={`反馈已退回：${task.returnReason}`}
                data-testid="order-task-return-reason"
              />
            ) : null}
            <Card title={task.title} className={styles.card} extra={ORDER_TYPES[task.type]}>
              <div className={styles.content}>{task.content}</div>
              <OrderDeadline task={task} />
            </Card>
          </>
        }
      >
        <TextAreaField
          of={draftForm}
          name="answer"
          label="处理结果"
          required
          testId="order-task-answer"
          placeholder={answerHintOf(task.type)}
          rows={5}
          maxLength={2000}
          showCount
        />
        {needsDoneAt(task.type) ? (
          <TextField
            of={draftForm}
            name="doneAt"
            label="完成时间"
            required
            testId="order-task-done-at"
            type="datetime-local"
          />
        ) : null}
        <PhotoUploadField
          label="凭证附件"
          description={`回执、截图等，支持 png、jpg，最多 ${ORDER_ATTACHMENT_MAX} 张`}
          photoKeys={form.attachments}
          maxCount={ORDER_ATTACHMENT_MAX}
          testId="order-task-attachments"
          progressTestId="order-task-upload-progress"
          onChange={(attachments) => patch({ attachments })}
        />
      </FormCard>
      <DraftFormFooter form={draftForm} testId="order-task-submit" onSubmit={submitChecked}>
        提交反馈
      </DraftFormFooter>
    </div>
  );
}
