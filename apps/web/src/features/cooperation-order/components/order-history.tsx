import type { OrderHistoryEntry } from '@afp/contract';
import { Timeline } from '../../../components/timeline';

const ACTION_NAMES: Record<string, string> = {
  'cooperation_order.create': '下发工单',
  'cooperation_order.issue': '下发',
  'cooperation_order.receive': '接收',
  'cooperation_order.start': '开始处理',
  'cooperation_order.feedback': '反馈',
  'cooperation_order.return': '退回重办',
  'cooperation_order.close': '办结',
  'cooperation_order.withdraw': '撤回',
};

/** Every move of the order or task, oldest first, from the operation log: who, where, when (the shared timeline). */
export function OrderHistory({ history, title }: { history: OrderHistoryEntry[]; title: string }) {
  return (
    <Timeline
      title={title}
      entries={history}
      testId="order-history"
      labelOf={(action) => ACTION_NAMES[action] ?? action}
    />
  );
}
