import { Space, Tag } from 'antd-mobile';
import { COOPERATION_PENDING_STEP_LABELS, COOPERATION_TASK_TYPES, type CooperationTask } from '@afp/contract';
import { LapseTag } from './countdown';

/** Type, urgency, overdue, a waiting 延期/解除 and a measure about to lapse. */
export function TaskTags({ task }: { task: CooperationTask }) {
  return (
    <Space wrap align="center">
      <Tag color="primary" fill="outline">
        {COOPERATION_TASK_TYPES[task.type] ?? task.type}
      </Tag>
      {task.urgency === 'URGENT' ? (
        <Tag color="danger" data-testid="cooperation-urgent">
          加急
        </Tag>
      ) : null}
      {task.isOverdue ? (
        <Tag color="danger" fill="outline" data-testid="cooperation-overdue">
          已超时
        </Tag>
      ) : null}
      {task.isLate ? (
        <Tag color="warning" fill="outline" data-testid="cooperation-late">
          逾期反馈
        </Tag>
      ) : null}
      {task.pendingStep ? (
        <Tag color="warning" data-testid="cooperation-pending-step">
          {COOPERATION_PENDING_STEP_LABELS[task.pendingStep]}
        </Tag>
      ) : null}
      <LapseTag expiresAt={task.measureExpiresAt} />
    </Space>
  );
}
