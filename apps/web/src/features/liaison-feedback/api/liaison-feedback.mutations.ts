import { useMutation } from '@tanstack/react-query';
import { EARLY_WARNING_ENDPOINTS, type LiaisonFeedbackRecord, type liaisonFeedbackBodySchema } from '@afp/contract';
import { request } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { liaisonFeedbackKeys } from './liaison-feedback.queries';

export type LiaisonFeedbackBody = ReturnType<typeof liaisonFeedbackBodySchema.parse>;

export const useCreateLiaisonFeedback = () =>
  useMutation({
    mutationFn: (body: LiaisonFeedbackBody) =>
      request<LiaisonFeedbackRecord>(EARLY_WARNING_ENDPOINTS.liaisonFeedbackCreate, { body }),
    onSuccess: (_record, body) =>
      queryClient.invalidateQueries({ queryKey: liaisonFeedbackKeys.list(body.assignmentId) }),
  });
