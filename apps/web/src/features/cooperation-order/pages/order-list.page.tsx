import { useState } from 'react';
import { CapsuleTabs } from 'antd-mobile';
import { ORDER_LIST_FILTERS, type OrderListFilter, type OrderSummary } from '@afp/contract';
import { HeaderButton } from '../../../components/header-button';
import { InfiniteList } from '../../../components/infinite-list';
import { PageShell } from '../../../components/page-shell';
import { PATHS } from '../../../config/routes';
import { openPage, withId } from '../../../lib/navigation';
import { cooperationOrderKeys, fetchOrderPage } from '../api/cooperation-order.queries';
import { OrderCard } from '../components/order-card';
import styles from '../components/order.module.css';

/** 协作工单 (centre): the orders of the caller's subtree by 进行中 / 已逾期 / 已办结, newest first. */
export default function OrderListPage() {
  const [filter, setFilter] = useState<OrderListFilter>('OPEN');
  return (
    <PageShell
      right={
        <HeaderButton testId="order-create-entry" onClick={() => openPage(PATHS.cooperationOrderCreate)}>
          新建工单
        </HeaderButton>
      }
    >
      <CapsuleTabs activeKey={filter} onChange={(key) => setFilter(key as OrderListFilter)}>
        {(Object.entries(ORDER_LIST_FILTERS) as [OrderListFilter, string][]).map(([key, title]) => (
          <CapsuleTabs.Tab key={key} title={<span data-testid={`order-filter-${key}`}>{title}</span>} />
        ))}
      </CapsuleTabs>
      <InfiniteList<OrderSummary>
        queryKey={cooperationOrderKeys.orderList(filter)}
        fetchPage={(cursor) => fetchOrderPage(filter, cursor)}
        itemKey={(order) => order.id}
        emptyText="暂无工单"
        header={(total) => (
          <div className={styles.total} data-testid="order-total">
            共 {total} 条
          </div>
        )}
        renderItem={(order) => (
          <OrderCard order={order} onOpen={() => openPage(withId(PATHS.cooperationOrderDetail, order.id))} />
        )}
        testId="order-list"
      />
    </PageShell>
  );
}
