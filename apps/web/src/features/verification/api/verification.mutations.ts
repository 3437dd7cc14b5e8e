import { useMutation } from '@tanstack/react-query';
import { VERIFICATION_ENDPOINTS as V, type VerificationStage } from '@afp/contract';
import { call } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import type { PassBody, RefuseBody } from '../verification.rules';
import { verificationKeys } from './verification.queries';

/** Every move changes the queues, the badges, the item and its subject's status. */
const invalidate = (): Promise<unknown> => queryClient.invalidateQueries({ queryKey: verificationKeys.all });

/** 通过 at a stage, sent once per user action (the key kept with the draft). */
export const usePass = (stage: VerificationStage) =>
  useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PassBody; idempotencyKey: string }) =>
      call(stage === 'verify' ? V.verify : V.review, { body, idempotencyKey }),
    onSuccess: invalidate,
  });

export const useRefuse = () =>
  useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: RefuseBody; idempotencyKey: string }) =>
      call(V.refuse, { body, idempotencyKey }),
    onSuccess: invalidate,
  });
