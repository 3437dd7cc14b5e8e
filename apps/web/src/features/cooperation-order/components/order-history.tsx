import { Steps } from 'antd-mobile';
import type { OrderHistoryEntry } from '@afp/contract';
import { formatDateTime } from '../../../lib/date-time';

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

/** Every move of the order or task, oldest first, from the operation log. */
export function OrderHistory({ history }: { history: OrderHistoryEntry[] }) {
  if (history.length === 0) return <span>暂无记录</span>;
  return (
    <Steps direction="vertical" current={history.length - 1} data-testid="order-history">
      {history.map((entry, index) => (
        <Steps.Step
          key={`${entry.at}-${index}`}
          title={`${ACTION_NAMES[entry.action] ?? entry.action}${entry.orgName ? ` · ${entry.orgName}` : ''}`}
          description={`${formatDateTime(entry.at)}${entry.remark ? `  ${entry.remark}` : ''}`}
        />
      ))}
    </Steps>
  );
}
