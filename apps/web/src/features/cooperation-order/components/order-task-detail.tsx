import { Button, Card, NoticeBar, Space } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { ORDER_TYPES, ORDER_URGENCIES, type OrderTaskDetail as Detail } from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import { queryState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/date-time';
import { showToast, toastError } from '../../../lib/feedback';
import { openPage } from '../../../lib/navigation';
import { orderTaskQuery } from '../api/cooperation-order.queries';
import { useHandleOrderTask } from '../api/cooperation-order.mutations';
import { orderTaskLink } from '../order-task-links';
import { AttachmentList } from './attachment-list';
import { OrderDeadline } from './order-deadline';
import { OrderHistory } from './order-history';
import { OverdueTag, StateTag, TypeTag, UrgencyTag } from './order-tags';
import styles from './order.module.css';

function FeedbackCard({ task }: { task: Detail }) {
  if (!task.feedback) return null;
  return (
    <Card title="反馈情况" className={styles.card} data-testid="order-task-feedback">
      {fieldRow('处理结果', <span className={styles.content}>{task.feedback.answer}</span>)}
      {task.feedback.doneAt ? fieldRow('完成时间', formatDateTime(task.feedback.doneAt)) : null}
      {fieldRow('反馈人', task.feedback.fedBackByName)}
      {fieldRow('反馈时间', formatDateTime(task.feedback.fedBackAt))}
      {fieldRow('附件', <AttachmentList attachments={task.feedback.attachments} testId="order-feedback-files" />)}
    </Card>
  );
}

/** The partner's moves before handling: the button of each state, and what it says when done. */
const PARTNER_MOVES = {
  ISSUED: { action: 'RECEIVE', label: '接收工单', done: '已接收', testId: 'order-task-receive' },
  RECEIVED: { action: 'START', label: '开始处理', done: '已开始处理', testId: 'order-task-start' },
} as const;

/** What the partner can do next: receive, start, or go to the feedback form. */
function Actions({ task }: { task: Detail }) {
  const handle = useHandleOrderTask();
  switch (task.state) {
    case 'ISSUED':
    case 'RECEIVED': {
      const move = PARTNER_MOVES[task.state];
      return (
        <Button
          block
          color="primary"
          loading={handle.isPending}
          data-testid={move.testId}
          onClick={() =>
            handle.mutate(
              { body: { id: task.id, version: task.version, action: move.action } },
              { onSuccess: () => showToast(move.done), onError: toastError },
            )
          }
        >
          {move.label}
        </Button>
      );
    }
    case 'HANDLING':
    case 'RETURNED':
      return (
        <Button
          block
          color="primary"
          data-testid="order-task-go-handle"
          onClick={() => openPage(orderTaskLink('handle', task.id))}
        >
          {task.state === 'RETURNED' ? '重新反馈' : '反馈处理结果'}
        </Button>
      );
    case 'FED_BACK':
    case 'CLOSED':
    case 'WITHDRAWN':
      return null;
  }
}

/** 工单详情 for the partner: the order's content and files, the deadline, the feedback and the history. */
export function OrderTaskDetail({ orderTaskId }: { orderTaskId: string }) {
  const query = useQuery(orderTaskQuery(orderTaskId));
  const state = queryState(query, { isMissing: !orderTaskId, missingTitle: '缺少工单编号' });
  if (state.view) return state.view;
  const task = state.data;
  return (
    <div data-testid="order-task-detail" data-state={task.state}>
      {task.state === 'RETURNED' && task.returnReason ? (
        <NoticeBar
          color="error"
          wrap
          content={`退回原因：${task.returnReason}`}
          data-testid="order-task-return-reason"
        />
      ) : null}
      <Card
        className={styles.card}
        title={
          <Space align="center" wrap>
            <UrgencyTag urgency={task.urgency} />
            <span className={styles.title}>{task.title}</span>
          </Space>
        }
        extra={<StateTag state={task.state} testId="order-task-state" />}
      >
        <Space wrap>
          <TypeTag type={task.type} />
          <OverdueTag isOverdue={task.isOverdue} />
        </Space>
        {fieldRow('工单类型', ORDER_TYPES[task.type])}
        {fieldRow('紧急程度', ORDER_URGENCIES[task.urgency])}
        {fieldRow('下发单位', task.issuerOrgName)}
        {fieldRow('下发时间', formatDateTime(task.issuedAt))}
        {fieldRow('办理时限', formatDateTime(task.deadlineAt))}
        {task.receivedAt ? fieldRow('接收时间', formatDateTime(task.receivedAt)) : null}
        <OrderDeadline task={task} />
      </Card>
      <Card title="工单内容" className={styles.card}>
        <div className={styles.content} data-testid="order-task-content">
          {task.content}
        </div>
        {fieldRow('附件', <AttachmentList attachments={task.attachments} testId="order-task-files" />)}
      </Card>
      <FeedbackCard task={task} />
      <OrderHistory title="处理记录" history={task.history} />
      <div className={styles.footer}>
        <Actions task={task} />
      </div>
    </div>
  );
}
