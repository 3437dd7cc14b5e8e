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

export const useCloseOrderTask = () =>
  useMutation({
    mutationFn: (body: BodyOf<typeof C.close>) => call(C.close, { body }),
    onSuccess: refreshAll,
  });

/** 退回重办 and 撤回 both say why (the partner reads it on the task, or in a notice once withdrawn). */
export type ReasonedMove = 'return' | 'withdraw';
export const useReasonedMove = () =>
  useMutation({
    mutationFn: ({ move, body }: { move: ReasonedMove; body: BodyOf<typeof C.return> }) => call(C[move], { body }),
    onSuccess: refreshAll,
  });

export const useHandleOrderTask = () =>
  useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: OrderTaskHandleBody; idempotencyKey?: string }) =>
      call(P.handle, { body, idempotencyKey }),
    onSuccess: refreshAll,
  });
