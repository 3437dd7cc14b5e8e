import { INFORMATION_ENDPOINTS, type AnswerOf } from '@afp/contract';
import { call } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export const informationKeys = {
  all: ['information'] as const,
  pages: () => [...informationKeys.all, 'page'] as const,
  page: (keyword: string) => [...informationKeys.pages(), keyword] as const,
};

// Every information query is written to the access log and counts against an hourly quota:
// coming back to the list must reuse the answer instead of asking again.
queryClient.setQueryDefaults(informationKeys.pages(), { staleTime: 5 * 60_000, gcTime: 10 * 60_000 });

export const fetchInformationPage = (
  keyword: string,
  cursor: string | undefined,
): Promise<AnswerOf<typeof INFORMATION_ENDPOINTS.page>> =>
  call(INFORMATION_ENDPOINTS.page, { query: { keyword, cursor } });
