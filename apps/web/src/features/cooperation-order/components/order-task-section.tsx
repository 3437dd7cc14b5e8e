import { useState } from 'react';
import { CapsuleTabs } from 'antd-mobile';
import { ORDER_TASK_STATES, type OrderTask, type OrderTaskState } from '@afp/contract';
import { InfiniteList } from '../../../components/infinite-list';
import { openPage } from '../../../lib/navigation';
import { cooperationOrderKeys, fetchOrderTaskPage, type OrderTaskStateFilter } from '../api/cooperation-order.queries';
import { orderTaskLink } from '../order-task-links';
import { OrderTaskCard } from './order-task-card';
import styles from './order.module.css';

const FILTERS: [OrderTaskStateFilter, string][] = [
  ['ALL', '全部'],
  ...(Object.entries(ORDER_TASK_STATES) as [OrderTaskState, string][]).filter(([state]) => state !== 'WITHDRAWN'),
];

/**
 * 工单: the partner's own organisation's order tasks by state — open urgent ones first with live
 * countdowns, pull to refresh, infinite list. Embedded by the cooperation index under a 工单 segment.
 */
export function OrderTaskSection() {
  const [state, setState] = useState<OrderTaskStateFilter>('ALL');
  return (
    <div data-testid="order-task-section">
      <CapsuleTabs activeKey={state} onChange={(key) => setState(key as OrderTaskStateFilter)}>
        {FILTERS.map(([key, title]) => (
          <CapsuleTabs.Tab key={key} title={<span data-testid={`order-task-filter-${key}`}>{title}</span>} />
        ))}
      </CapsuleTabs>
      <InfiniteList<OrderTask>
        queryKey={cooperationOrderKeys.taskList(state)}
        fetchPage={(cursor) => fetchOrderTaskPage(state, cursor)}
        itemKey={(task) => task.id}
        emptyText="暂无工单"
        header={(total) => (
          <div className={styles.total} data-testid="order-task-total">
            共 {total} 条
          </div>
        )}
        renderItem={(task) => <OrderTaskCard task={task} onOpen={() => openPage(orderTaskLink('detail', task.id))} />}
        testId="order-task-list"
      />
    </div>
  );
}
