import { useMutation } from '@tanstack/react-query';
import { CARD_FEEDBACK_ENDPOINTS, type BodyOf } from '@afp/contract';
import { call } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { cardFeedbackKeys } from './card-feedback.queries';

const { assign, feedback, close } = CARD_FEEDBACK_ENDPOINTS;
const returnEndpoint = CARD_FEEDBACK_ENDPOINTS.return;
export type CardFeedbackBody = BodyOf<typeof feedback>;

/** Every move changes the record's lists and its detail. */
const invalidateCards = (): Promise<unknown> => queryClient.invalidateQueries({ queryKey: cardFeedbackKeys.all });

export const useAssignCard = () =>
  useMutation({ mutationFn: (body: BodyOf<typeof assign>) => call(assign, { body }), onSuccess: invalidateCards });

export const useSendCardFeedback = () =>
  useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CardFeedbackBody; idempotencyKey: string }) =>
      call(feedback, { body, idempotencyKey }),
    onSuccess: invalidateCards,
  });

export const useCloseCard = () =>
  useMutation({ mutationFn: (body: BodyOf<typeof close>) => call(close, { body }), onSuccess: invalidateCards });

export const useReturnCard = () =>
  useMutation({
    mutationFn: (body: BodyOf<typeof returnEndpoint>) => call(returnEndpoint, { body }),
    onSuccess: invalidateCards,
  });
