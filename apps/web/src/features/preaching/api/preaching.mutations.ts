import { useMutation } from '@tanstack/react-query';
import { PREACHING_ENDPOINTS as P, type AnswerOf, type BodyOf } from '@afp/contract';
import { call } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { verificationKeys } from '../../verification';
import { preachingKeys } from './preaching.queries';

export type PreachRequestBody = BodyOf<typeof P.create>;
export type PreachCompleteBody = BodyOf<typeof P.complete>;
export type PreachOverviewBody = BodyOf<typeof P.updateOverview>;
export type PreachBookBody = BodyOf<typeof P.book>;
export type PreachBooked = AnswerOf<typeof P.book>;
export type PreachSignInBody = BodyOf<typeof P.signIn>;

/** Every change of an appointment refreshes the lists, the details and the guard's overview. */
const refreshAll = () => queryClient.invalidateQueries({ queryKey: preachingKeys.all });

export type PreachReasonMove = 'decline' | 'reject' | 'cancel';

export const useAcceptPreach = () =>
  useMutation({ mutationFn: (body: BodyOf<typeof P.accept>) => call(P.accept, { body }), onSuccess: refreshAll });

export const useReasonMove = () =>
  useMutation({
    mutationFn: ({ move, body }: { move: PreachReasonMove; body: BodyOf<typeof P.cancel> }) => call(P[move], { body }),
    onSuccess: refreshAll,
  });

export const useAssignUnit = () =>
  useMutation({
    mutationFn: (body: BodyOf<typeof P.assignUnit>) => call(P.assignUnit, { body }),
    onSuccess: refreshAll,
  });

export const useAssignGuard = () =>
  useMutation({
    mutationFn: (body: BodyOf<typeof P.assignGuard>) => call(P.assignGuard, { body }),
    onSuccess: refreshAll,
  });

export const useCompletePreach = () =>
  useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PreachCompleteBody; idempotencyKey: string }) =>
      call(P.complete, { body, idempotencyKey }),
    onSuccess: () => Promise.all([refreshAll(), queryClient.invalidateQueries({ queryKey: verificationKeys.all })]),
  });

export const useCreatePreach = () =>
  useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PreachRequestBody; idempotencyKey: string }) =>
      call(P.create, { body, idempotencyKey }),
    onSuccess: refreshAll,
  });

export const useUpdateOverview = () =>
  useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PreachOverviewBody; idempotencyKey: string }) =>
      call(P.updateOverview, { body, idempotencyKey }),
    onSuccess: refreshAll,
  });

export const useBookPreach = () =>
  useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PreachBookBody; idempotencyKey: string }) =>
      call(P.book, { body, idempotencyKey }),
  });

export const useSignInPreach = () =>
  useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PreachSignInBody; idempotencyKey: string }) =>
      call(P.signIn, { body, idempotencyKey }),
  });

export const useSaveProgress = () =>
  useMutation({
    mutationFn: (body: BodyOf<typeof P.progress>) => call(P.progress, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['speech-class'] }),
  });
