import { Tag } from 'antd-mobile';
import { ORDER_TASK_STATES, type OrderSummary, type OrderTaskState } from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import { ListCard } from '../../../components/list-card';
import { formatDateTime } from '../../../lib/date-time';
import { TypeTag, UrgencyTag } from './order-tags';

/** Counts worth showing in a line: 待接收 2 · 已反馈 1 … (states with none left out). */
export const countsText = (counts: OrderSummary['counts']) =>
  (Object.entries(counts) as [OrderTaskState, number][])
    .filter(([, count]) => count > 0)
    .map(([state, count]) => `${ORDER_TASK_STATES[state]} ${count}`)
    .join(' · ');

/** One order in the centre's list: its targets' states counted, the overdue badge. */
export function OrderCard({ order, onOpen }: { order: OrderSummary; onOpen: () => void }) {
  return (
    <ListCard
      testId={`order-${order.id}`}
      before={<UrgencyTag urgency={order.urgency} />}
      title={order.title}
      onOpen={onOpen}
      extra={
        order.isDone ? (
          <Tag color="default">已办结</Tag>
        ) : order.overdueCount > 0 ? (
          <Tag color="danger" data-testid="order-overdue-badge">
            逾期 {order.overdueCount}
          </Tag>
        ) : (
          <Tag color="primary">进行中</Tag>
        )
      }
    >
      <TypeTag type={order.type} />
      {fieldRow('接收单位', `${order.targetCount} 家`)}
      {fieldRow('办理情况', countsText(order.counts))}
      {fieldRow('下发', `${order.orgName} ${order.createdByName}`)}
      {fieldRow('下发时间', formatDateTime(order.createdAt))}
      {fieldRow('办理时限', formatDateTime(order.deadlineAt))}
    </ListCard>
  );
}
