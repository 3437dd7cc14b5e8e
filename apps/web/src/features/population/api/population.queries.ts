import { queryOptions } from '@tanstack/react-query';
import { POPULATION_ENDPOINTS, type AnswerOf, type ResidentTag } from '@afp/contract';
import { call } from '../../../lib/api-client';

/** The list's filters; every one is part of the list's key. */
export interface ResidentFilter {
  keyword: string;
  tag: ResidentTag | 'ALL';
  appInstalled: 'ALL' | 'true' | 'false';
}

export const populationKeys = {
  all: ['population'] as const,
  lists: () => [...populationKeys.all, 'list'] as const,
  list: (filter: ResidentFilter) => [...populationKeys.lists(), filter] as const,
  counts: () => [...populationKeys.all, 'counts'] as const,
  residents: () => [...populationKeys.all, 'resident'] as const,
  resident: (id: string) => [...populationKeys.residents(), id] as const,
};

export const fetchResidentPage = (
  filter: ResidentFilter,
  cursor: string | undefined,
): Promise<AnswerOf<typeof POPULATION_ENDPOINTS.page>> =>
  call(POPULATION_ENDPOINTS.page, {
    query: {
      keyword: filter.keyword || undefined,
      tag: filter.tag === 'ALL' ? undefined : filter.tag,
      appInstalled: filter.appInstalled === 'ALL' ? undefined : filter.appInstalled,
      cursor,
    },
  });

export const populationCountsQuery = () =>
  queryOptions({ queryKey: populationKeys.counts(), queryFn: () => call(POPULATION_ENDPOINTS.counts) });

export const residentQuery = (id: string) =>
  queryOptions({
    queryKey: populationKeys.resident(id),
    queryFn: () => call(POPULATION_ENDPOINTS.info, { query: { id } }),
  });
