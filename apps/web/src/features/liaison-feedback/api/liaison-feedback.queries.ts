import { queryOptions } from '@tanstack/react-query';
import { LIAISON_FEEDBACK_ENDPOINTS } from '@afp/contract';
import { call } from '../../../lib/api-client';

export const liaisonFeedbackKeys = {
  all: ['liaison-feedback'] as const,
  lists: () => [...liaisonFeedbackKeys.all, 'list'] as const,
  list: (assignmentId: string) => [...liaisonFeedbackKeys.lists(), assignmentId] as const,
};

export const liaisonFeedbackListQuery = (assignmentId: string) =>
  queryOptions({
    queryKey: liaisonFeedbackKeys.list(assignmentId),
    queryFn: async () => {
      const records = await call(LIAISON_FEEDBACK_ENDPOINTS.list, { query: { assignmentId } });
      // Newest first, whatever order the server keeps.
      return [...records].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    enabled: Boolean(assignmentId),
  });
