import { queryOptions } from '@tanstack/react-query';
import {
  DEFAULT_PAGE_SIZE,
  EARLY_WARNING_ENDPOINTS,
  FRAUD_TYPE_ENDPOINTS,
  PROTECTION_CIRCLE_ENDPOINTS,
  type AnswerOf,
  type QueryOf,
  type WarningPageQuery,
} from '@afp/contract';
import { call } from '../../../lib/api-client';

/**
 * List filters of the page endpoint (cursor and page size added by the fetcher), in the parsed
 * shape of its query schema: the coerced `level` is a number here, where the schema's input is open.
 */
export type WarningFilters = Omit<WarningPageQuery, 'cursor' | 'pageSize'>;

export type StatisticsRange = QueryOf<typeof EARLY_WARNING_ENDPOINTS.statistics>;

export const earlyWarningKeys = {
  all: ['early-warning'] as const,
  lists: () => [...earlyWarningKeys.all, 'list'] as const,
  list: (filters: WarningFilters) => [...earlyWarningKeys.lists(), filters] as const,
  /** Under the lists, so whatever refreshes them (the stream, every action) refreshes the badge too. */
  waitingCount: () => [...earlyWarningKeys.lists(), 'waiting-count'] as const,
  details: () => [...earlyWarningKeys.all, 'detail'] as const,
  detail: (assignmentId: string) => [...earlyWarningKeys.details(), assignmentId] as const,
  statistics: (range: StatisticsRange) => [...earlyWarningKeys.all, 'statistics', range] as const,
  operateLog: (assignmentId: string) => [...earlyWarningKeys.all, 'operate-log', assignmentId] as const,
  fraudTypes: () => [...earlyWarningKeys.all, 'fraud-types'] as const,
  protectionCircle: (assignmentId: string) => [...earlyWarningKeys.all, 'protection-circle', assignmentId] as const,
};

export const fetchWarningPage = (
  filters: WarningFilters,
  cursor: string | undefined,
): Promise<AnswerOf<typeof EARLY_WARNING_ENDPOINTS.page>> =>
  call(EARLY_WARNING_ENDPOINTS.page, { query: { ...filters, cursor, pageSize: DEFAULT_PAGE_SIZE } });

export const warningDetailQuery = (assignmentId: string) =>
  queryOptions({
    queryKey: earlyWarningKeys.detail(assignmentId),
    queryFn: () => call(EARLY_WARNING_ENDPOINTS.info, { query: { id: assignmentId } }),
    enabled: Boolean(assignmentId),
  });

export const warningStatisticsQuery = (range: StatisticsRange) =>
  queryOptions({
    queryKey: earlyWarningKeys.statistics(range),
    queryFn: () => call(EARLY_WARNING_ENDPOINTS.statistics, { query: { ...range } }),
    staleTime: 60_000,
  });

/** The state tabs' counts in one request (totals may be capped on large tables). */
export const warningStateCountsQuery = (filters: Omit<WarningFilters, 'state'>) =>
  queryOptions({
    queryKey: [...earlyWarningKeys.list(filters), 'state-counts'] as const,
    queryFn: () => call(EARLY_WARNING_ENDPOINTS.stateCounts, { query: filters }),
    select: (counts) => new Map(counts.map(({ state, ...count }) => [state, count])),
    staleTime: 30_000,
  });

/** The warnings waiting for the caller (to sign, to feed back), for the tab bar's badge. */
export const waitingCountQuery = () =>
  queryOptions({
    queryKey: earlyWarningKeys.waitingCount(),
    queryFn: () => call(EARLY_WARNING_ENDPOINTS.waitingCount),
    select: ({ pendingSign, pendingFeedback }) => pendingSign + pendingFeedback,
    staleTime: 30_000,
  });

export const operateLogQuery = (assignmentId: string) =>
  queryOptions({
    queryKey: earlyWarningKeys.operateLog(assignmentId),
    queryFn: () => call(EARLY_WARNING_ENDPOINTS.operateLog, { query: { id: assignmentId } }),
    enabled: Boolean(assignmentId),
  });

export const fraudTypesQuery = () =>
  queryOptions({
    queryKey: earlyWarningKeys.fraudTypes(),
    queryFn: () => call(FRAUD_TYPE_ENDPOINTS.tree),
    staleTime: 30 * 60_000,
  });

export const protectionCircleQuery = (assignmentId: string) =>
  queryOptions({
    queryKey: earlyWarningKeys.protectionCircle(assignmentId),
    queryFn: () => call(PROTECTION_CIRCLE_ENDPOINTS.members, { query: { assignmentId } }),
    enabled: Boolean(assignmentId),
    staleTime: 5 * 60_000,
  });
