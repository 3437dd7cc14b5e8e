import { useMutation } from '@tanstack/react-query';
import { COOPERATION_CENTRE_ENDPOINTS as C, COOPERATION_ENDPOINTS as P, type BodyOf } from '@afp/contract';
import { call } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { cooperationKeys } from './cooperation.api';

export type CooperationHandleBody = BodyOf<typeof P.handle>;
export type CooperationStepHandleBody = BodyOf<typeof P.stepHandle>;
export type CooperationCreateBody = BodyOf<typeof C.create>;

/** Every move refreshes the lists, the tasks and the home tile's counts. */
const refreshAll = () => queryClient.invalidateQueries({ queryKey: cooperationKeys.all });

export const useUpdateTask = () =>
  useMutation({
    mutationFn: (body: BodyOf<typeof P.update>) => call(P.update, { body }),
    onSuccess: (task) => {
      queryClient.setQueryData(cooperationKeys.task('partner', task.id), task);
      return refreshAll();
    },
  });

export const useHandleTask = () =>
  useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CooperationHandleBody; idempotencyKey: string }) =>
      call(P.handle, { body, idempotencyKey }),
    onSuccess: refreshAll,
  });

export const useHandleStep = () =>
  useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CooperationStepHandleBody; idempotencyKey: string }) =>
      call(P.stepHandle, { body, idempotencyKey }),
    onSuccess: refreshAll,
  });

export const useCreateTasks = () =>
  useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CooperationCreateBody; idempotencyKey: string }) =>
      call(C.create, { body, idempotencyKey }),
    onSuccess: refreshAll,
  });

export type CentreMove = 'return' | 'close' | 'withdraw';
export const useCentreMove = () =>
  useMutation({
    mutationFn: ({ move, body }: { move: CentreMove; body: { id: string; version: number; reason?: string } }) =>
      move === 'return' ? call(C.return, { body: { ...body, reason: body.reason ?? '' } }) : call(C[move], { body }),
    onSuccess: refreshAll,
  });

export const useAddStep = () =>
  useMutation({ mutationFn: (body: BodyOf<typeof C.step>) => call(C.step, { body }), onSuccess: refreshAll });

export const useSupplyPaperwork = () =>
  useMutation({
    mutationFn: (body: BodyOf<typeof C.paperwork>) => call(C.paperwork, { body }),
    onSuccess: refreshAll,
  });
