import { Card, Space } from 'antd-mobile';
import type { OrderTask } from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import { formatDateTime } from '../../../lib/date-time';
import { OrderDeadline } from './order-deadline';
import { OverdueTag, StateTag, TypeTag, UrgencyTag } from './order-tags';
import styles from './order.module.css';

/** One order task in the partner's list: title, type, urgency, state and the running countdown. */
export function OrderTaskCard({ task, onOpen }: { task: OrderTask; onOpen: () => void }) {
  return (
    <Card
      data-testid={`order-task-${task.id}`}
      data-state={task.state}
      data-urgency={task.urgency}
      className={styles.card}
      onBodyClick={onOpen}
      onHeaderClick={onOpen}
      title={
        <Space align="center" wrap>
          <UrgencyTag urgency={task.urgency} />
          <span className={styles.title}>{task.title}</span>
        </Space>
      }
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
    </Card>
  );
}
