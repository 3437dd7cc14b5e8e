import { queryOptions } from '@tanstack/react-query';
import {
  COOPERATION_ORDER_ENDPOINTS as C,
  ORDER_TASK_ENDPOINTS as P,
  type AnswerOf,
  type OrderListFilter,
  type OrderTaskState,
} from '@afp/contract';
import { call } from '../../../lib/api-client';

export type OrderTaskStateFilter = OrderTaskState | 'ALL';

export const cooperationOrderKeys = {
  all: ['cooperation-order'] as const,
  orders: () => [...cooperationOrderKeys.all, 'order'] as const,
  orderList: (filter: OrderListFilter) => [...cooperationOrderKeys.orders(), 'list', filter] as const,
  order: (id: string) => [...cooperationOrderKeys.orders(), 'info', id] as const,
  partners: () => [...cooperationOrderKeys.all, 'partners'] as const,
  figures: (from: string, to: string) => [...cooperationOrderKeys.all, 'figures', from, to] as const,
  tasks: () => [...cooperationOrderKeys.all, 'task'] as const,
  taskList: (state: OrderTaskStateFilter) => [...cooperationOrderKeys.tasks(), 'list', state] as const,
  task: (id: string) => [...cooperationOrderKeys.tasks(), 'detail', id] as const,
};

export const fetchOrderPage = (filter: OrderListFilter, cursor: string | undefined): Promise<AnswerOf<typeof C.page>> =>
  call(C.page, { query: { filter, cursor } });

export const fetchOrderTaskPage = (
  state: OrderTaskStateFilter,
  cursor: string | undefined,
): Promise<AnswerOf<typeof P.list>> => call(P.list, { query: { state: state === 'ALL' ? undefined : state, cursor } });

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: cooperationOrderKeys.order(id),
    queryFn: () => call(C.info, { query: { id } }),
    enabled: Boolean(id),
  });

export const partnersQuery = () =>
  queryOptions({
    queryKey: cooperationOrderKeys.partners(),
    queryFn: () => call(C.partners),
    staleTime: 10 * 60_000,
  });

export const figuresQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: cooperationOrderKeys.figures(from, to),
    queryFn: () => call(C.figures, { query: { from, to } }),
  });

export const orderTaskQuery = (id: string) =>
  queryOptions({
    queryKey: cooperationOrderKeys.task(id),
    queryFn: () => call(P.detail, { pathParams: { id } }),
    enabled: Boolean(id),
  });
