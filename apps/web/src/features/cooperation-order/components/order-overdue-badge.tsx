import type { ReactNode } from 'react';
import { Badge } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { COOPERATION_ORDER_ENDPOINTS as C } from '@afp/contract';
import { call } from '../../../lib/api-client';
import { cooperationOrderKeys } from '../api/cooperation-order.queries';

/** The oa home tile's badge: how many orders have a partner past its deadline. */
export function OrderOverdueBadge({ children }: { children: ReactNode }) {
  const { data } = useQuery({
    queryKey: [...cooperationOrderKeys.orderList('OVERDUE'), 'count'],
    queryFn: () => call(C.page, { query: { filter: 'OVERDUE', pageSize: 1 } }),
    staleTime: 60_000,
  });
  const overdue = data?.total ?? 0;
  return (
    <Badge content={overdue > 0 ? (overdue > 99 ? '99+' : overdue) : null} data-testid="order-overdue-count">
      {children}
    </Badge>
  );
}
