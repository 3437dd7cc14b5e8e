import { queryOptions } from '@tanstack/react-query';
import {
  EARLY_WARNING_ENDPOINTS,
  type AssignmentState,
  type FraudType,
  type OperationLogEntry,
  type Page,
  type ProtectionCircleMember,
  type WarningDetail,
  type WarningRecord,
  type WarningSource,
  type WarningStatistics,
} from '@afp/contract';
import { request } from '../../../lib/api-client';

/** List filters as the page endpoint takes them (cursor and page size added by the fetcher). */
export interface WarningFilters {
  state?: AssignmentState;
  level?: number;
  source?: WarningSource;
  fraudTypeCode?: string;
  from?: string;
  to?: string;
  overdue?: 'true';
  personKey?: string;
  scope?: 'mine' | 'subtree';
}

export interface StatisticsRange {
  from?: string;
  to?: string;
}

export const earlyWarningKeys = {
  all: ['early-warning'] as const,
  lists: () => [...earlyWarningKeys.all, 'list'] as const,
  list: (filters: WarningFilters) => [...earlyWarningKeys.lists(), filters] as const,
  details: () => [...earlyWarningKeys.all, 'detail'] as const,
  detail: (assignmentId: string) => [...earlyWarningKeys.details(), assignmentId] as const,
  statistics: (range: StatisticsRange) => [...earlyWarningKeys.all, 'statistics', range] as const,
  operateLog: (assignmentId: string) => [...earlyWarningKeys.all, 'operate-log', assignmentId] as const,
  fraudTypes: () => [...earlyWarningKeys.all, 'fraud-types'] as const,
  protectionCircle: (assignmentId: string) => [...earlyWarningKeys.all, 'protection-circle', assignmentId] as const,
};

export const PAGE_SIZE = 20;

export const fetchWarningPage = (filters: WarningFilters, cursor: string | undefined): Promise<Page<WarningRecord>> =>
  request<Page<WarningRecord>>(EARLY_WARNING_ENDPOINTS.page, { query: { ...filters, cursor, pageSize: PAGE_SIZE } });

export const warningDetailQuery = (assignmentId: string) =>
  queryOptions({
    queryKey: earlyWarningKeys.detail(assignmentId),
    queryFn: () => request<WarningDetail>(EARLY_WARNING_ENDPOINTS.info, { query: { id: assignmentId } }),
    enabled: Boolean(assignmentId),
  });

export const warningStatisticsQuery = (range: StatisticsRange) =>
  queryOptions({
    queryKey: earlyWarningKeys.statistics(range),
    queryFn: () => request<WarningStatistics>(EARLY_WARNING_ENDPOINTS.statistics, { query: { ...range } }),
    staleTime: 60_000,
  });

/** One cheap count per state tab (pageSize 1; totals may be capped on large tables). */
export const warningStateCountQuery = (filters: WarningFilters) =>
  queryOptions({
    queryKey: [...earlyWarningKeys.list(filters), 'count'] as const,
    queryFn: () =>
      request<Page<WarningRecord>>(EARLY_WARNING_ENDPOINTS.page, { query: { ...filters, pageSize: 1 } }).then(
        (page) => ({ total: page.total, totalIsCapped: page.totalIsCapped }),
      ),
    staleTime: 30_000,
  });

export const operateLogQuery = (assignmentId: string) =>
  queryOptions({
    queryKey: earlyWarningKeys.operateLog(assignmentId),
    queryFn: () => request<OperationLogEntry[]>(EARLY_WARNING_ENDPOINTS.operateLog, { query: { id: assignmentId } }),
    enabled: Boolean(assignmentId),
  });

export const fraudTypesQuery = () =>
  queryOptions({
    queryKey: earlyWarningKeys.fraudTypes(),
    queryFn: () => request<FraudType[]>(EARLY_WARNING_ENDPOINTS.fraudTypes),
    staleTime: 30 * 60_000,
  });

export const protectionCircleQuery = (assignmentId: string) =>
  queryOptions({
    queryKey: earlyWarningKeys.protectionCircle(assignmentId),
    queryFn: () =>
      request<ProtectionCircleMember[]>(EARLY_WARNING_ENDPOINTS.protectionCircle, { query: { assignmentId } }),
    enabled: Boolean(assignmentId),
    staleTime: 5 * 60_000,
  });
