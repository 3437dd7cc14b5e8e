import { Space } from 'antd-mobile';
import type { OrderTask } from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import { formatDateTime } from '../../../lib/date-time';
import { OrderDeadline } from './order-deadline';
import { OrderCardShell } from './order-card-shell';
import { OverdueTag, StateTag, TypeTag } from './order-tags';

/** One order task in the partner's list: title, type, urgency, state and the running countdown. */
export function OrderTaskCard({ task, onOpen }: { task: OrderTask; onOpen: () => void }) {
  return (
    <OrderCardShell
      data-testid={`order-task-${task.id}`}
      data-state={task.state}
      data-urgency={task.urgency}
      urgency={task.urgency}
      title={task.title}
      onOpen={onOpen}
      extra={<StateTag state={task.state} />}
    >
      <Space wrap>
        <TypeTag type={task.type} />
        <OverdueTag isOverdue={task.isOverdue} />
      </Space>
      {fieldRow('下发单位', task.issuerOrgName)}
      {fieldRow('下发时间', formatDateTime(task.issuedAt))}
      {fieldRow('办理时限', formatDateTime(task.deadlineAt))}
      <OrderDeadline task={task} />
    </OrderCardShell>
  );
}
