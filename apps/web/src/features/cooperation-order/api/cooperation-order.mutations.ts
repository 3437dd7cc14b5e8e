import { useMutation } from '@tanstack/react-query';
import { COOPERATION_ORDER_ENDPOINTS as C, ORDER_TASK_ENDPOINTS as P, type BodyOf } from '@afp/contract';
import { call } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import type { OrderCreateBody, OrderTaskHandleBody } from '../cooperation-order.rules';
import { cooperationOrderKeys } from './cooperation-order.queries';

/** Every change refreshes the lists, the order, the task and the figures. */
const refreshAll = () => queryClient.invalidateQueries({ queryKey: cooperationOrderKeys.all });

export const useCreateOrder = () =>
  useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: OrderCreateBody; idempotencyKey: string }) =>
      call(C.create, { body, idempotencyKey }),
    onSuccess: refreshAll,
  });

export type CentreMove = 'close' | 'withdraw';
export const useCentreMove = () =>
  useMutation({
    mutationFn: ({ move, body }: { move: CentreMove; body: BodyOf<typeof C.close> }) => call(C[move], { body }),
    onSuccess: refreshAll,
  });

export const useReturnOrderTask = () =>
  useMutation({
    mutationFn: (body: BodyOf<typeof C.return>) => call(C.return, { body }),
    onSuccess: refreshAll,
  });

export const useHandleOrderTask = () =>
  useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: OrderTaskHandleBody; idempotencyKey?: string }) =>
      call(P.handle, { body, idempotencyKey }),
    onSuccess: refreshAll,
  });
