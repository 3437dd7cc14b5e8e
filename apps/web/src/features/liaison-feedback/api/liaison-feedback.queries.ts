import { queryOptions } from '@tanstack/react-query';
import { EARLY_WARNING_ENDPOINTS, type LiaisonFeedbackRecord } from '@afp/contract';
import { request } from '../../../lib/api-client';

export const liaisonFeedbackKeys = {
  all: ['liaison-feedback'] as const,
  lists: () => [...liaisonFeedbackKeys.all, 'list'] as const,
  list: (assignmentId: string) => [...liaisonFeedbackKeys.lists(), assignmentId] as const,
};

type ListAnswer = LiaisonFeedbackRecord[] | { records: LiaisonFeedbackRecord[] };

export const liaisonFeedbackListQuery = (assignmentId: string) =>
  queryOptions({
    queryKey: liaisonFeedbackKeys.list(assignmentId),
    queryFn: async () => {
      const answer = await request<ListAnswer>(EARLY_WARNING_ENDPOINTS.liaisonFeedbackList, {
        query: { assignmentId },
      });
      // Newest first, whatever order the server keeps.
      const records = Array.isArray(answer) ? answer : answer.records;
      return [...records].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    enabled: Boolean(assignmentId),
  });
