import { Tag } from 'antd-mobile';
import {
  ORDER_TASK_STATES,
  ORDER_TYPES,
  ORDER_URGENCIES,
  type OrderTaskState,
  type OrderType,
  type OrderUrgency,
} from '@afp/contract';

export const UrgencyTag = ({ urgency }: { urgency: OrderUrgency }) =>
  urgency === 'URGENT' ? (
    <Tag color="danger" data-testid="order-urgent">
      {ORDER_URGENCIES.URGENT}
    </Tag>
  ) : null;

export const TypeTag = ({ type }: { type: OrderType }) => (
  <Tag color="primary" fill="outline">
    {ORDER_TYPES[type]}
  </Tag>
);

const STATE_COLOR: Record<OrderTaskState, 'default' | 'primary' | 'success' | 'warning' | 'danger'> = {
  ISSUED: 'warning',
  RECEIVED: 'primary',
  HANDLING: 'primary',
  FED_BACK: 'success',
  CLOSED: 'default',
  RETURNED: 'danger',
  WITHDRAWN: 'default',
};

export const StateTag = ({ state, testId }: { state: OrderTaskState; testId?: string }) => (
  <Tag color={STATE_COLOR[state]} data-testid={testId} data-state={state}>
    {ORDER_TASK_STATES[state]}
  </Tag>
);

export const OverdueTag = ({ isOverdue, testId = 'order-overdue' }: { isOverdue: boolean; testId?: string }) =>
  isOverdue ? (
    <Tag color="danger" fill="outline" data-testid={testId}>
      已逾期
    </Tag>
  ) : null;
