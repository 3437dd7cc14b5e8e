import { Space } from 'antd-mobile';
import type { OrderTask } from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import { ListCard } from '../../../components/list-card';
import { formatDateTime } from '../../../lib/date-time';
import { OrderDeadline } from './order-deadline';
import { OverdueTag, StateTag, TypeTag, UrgencyTag } from './order-tags';

/** One order task in the partner's list: title, type, urgency, state and the running countdown. */
export function OrderTaskCard({ task, onOpen }: { task: OrderTask; onOpen: () => void }) {
  return (
    <ListCard
      testId={`order-task-${task.id}`}
      state={task.state}
      attributes={{ 'data-urgency': task.urgency }}
      before={<UrgencyTag urgency={task.urgency} />}
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
    </ListCard>
  );
}
