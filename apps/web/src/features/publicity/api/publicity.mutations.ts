import { useMutation } from '@tanstack/react-query';
import { PUBLICITY_ENDPOINTS as P, type BodyOf } from '@afp/contract';
import { call } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import type {
  ActivityBody,
  ContentCreateBody,
  ContentUpdateBody,
  RecordCreateBody,
  RecordResubmitBody,
} from '../publicity.rules';
import { publicityKeys } from './publicity.queries';

/** Every change refreshes the feature's lists, figures and details. */
const refreshAll = () => queryClient.invalidateQueries({ queryKey: publicityKeys.all });

export const useCreateRecord = () =>
  useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: RecordCreateBody; idempotencyKey: string }) =>
      call(P.recordCreate, { body, idempotencyKey }),
    onSuccess: refreshAll,
  });

export const useResubmitRecord = () =>
  useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: RecordResubmitBody; idempotencyKey: string }) =>
      call(P.recordResubmit, { body, idempotencyKey }),
    onSuccess: refreshAll,
  });

export const useCreateCase = () =>
  useMutation({
    mutationFn: (body: BodyOf<typeof P.caseCreate>) => call(P.caseCreate, { body }),
    onSuccess: refreshAll,
  });

export const useAddActivity = () =>
  useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: ActivityBody; idempotencyKey: string }) =>
      call(P.caseActivity, { body, idempotencyKey }),
    onSuccess: refreshAll,
  });

export const useSubmitCase = () =>
  useMutation({
    mutationFn: (body: BodyOf<typeof P.caseSubmit>) => call(P.caseSubmit, { body }),
    onSuccess: refreshAll,
  });

/** Publishing (new) or saving an edit at the version seen: one mutation, the body tells which. */
export const useSaveContent = () =>
  useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: ContentCreateBody | ContentUpdateBody; idempotencyKey: string }) =>
      'id' in body ? call(P.contentUpdate, { body, idempotencyKey }) : call(P.contentCreate, { body, idempotencyKey }),
    onSuccess: refreshAll,
  });

export const useWithdrawContent = () =>
  useMutation({
    mutationFn: (body: BodyOf<typeof P.contentWithdraw>) => call(P.contentWithdraw, { body }),
    onSuccess: refreshAll,
  });
