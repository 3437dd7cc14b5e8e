import { queryOptions } from '@tanstack/react-query';
import { WARNING_OVERVIEW_ENDPOINTS, type QueryOf } from '@afp/contract';
import { call } from '../../../../lib/api-client';

export type OverviewQuery = QueryOf<typeof WARNING_OVERVIEW_ENDPOINTS.overview>;

export const warningOverviewKeys = {
  all: ['warning-overview'] as const,
  overview: (query: OverviewQuery) => [...warningOverviewKeys.all, 'overview', query] as const,
  badge: () => [...warningOverviewKeys.all, 'badge'] as const,
};

/** The whole overview page in one request. */
export const warningOverviewQuery = (query: OverviewQuery) =>
  queryOptions({
    queryKey: warningOverviewKeys.overview(query),
    queryFn: () => call(WARNING_OVERVIEW_ENDPOINTS.overview, { query }),
    staleTime: 30_000,
  });

/** The home tile's overdue badge (only asked for callers who may open the overview). */
export const warningOverviewBadgeQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: warningOverviewKeys.badge(),
    queryFn: () => call(WARNING_OVERVIEW_ENDPOINTS.badge),
    select: (badge) => badge.overdue,
    staleTime: 30_000,
    enabled,
  });
