import { queryOptions } from '@tanstack/react-query';
import {
  EARLY_WARNING_ENDPOINTS,
  type OrgNode,
  type Page,
  type TransferRecord,
  type TransferStatus,
} from '@afp/contract';
import { request } from '../../../lib/api-client';

export type TransferDirection = 'sent' | 'received';
/** The log of one warning, asked by the caller's assignment or by the warning itself. */
export type TransferLogTarget = { assignmentId: string } | { warningId: string };

export const transferKeys = {
  all: ['transfer'] as const,
  lists: () => [...transferKeys.all, 'list'] as const,
  list: (direction: TransferDirection, status: TransferStatus | 'ALL') =>
    [...transferKeys.lists(), direction, status] as const,
  logs: () => [...transferKeys.all, 'log'] as const,
  log: (target: TransferLogTarget) => [...transferKeys.logs(), target] as const,
  orgs: () => [...transferKeys.all, 'org'] as const,
  orgChildren: (parentId: string | undefined) => [...transferKeys.orgs(), 'children', parentId ?? ''] as const,
  orgSearch: (keyword: string) => [...transferKeys.orgs(), 'search', keyword] as const,
};

export const fetchTransferPage = (
  direction: TransferDirection,
  status: TransferStatus | 'ALL',
  cursor: string | undefined,
): Promise<Page<TransferRecord>> =>
  request<Page<TransferRecord>>(EARLY_WARNING_ENDPOINTS.transferPage, {
    query: { direction, status: status === 'ALL' ? undefined : status, cursor },
  });

// Tolerates a bare array or a page: the contract leaves the log's envelope open.
const recordsOf = <T>(answer: T[] | { records: T[] }): T[] => (Array.isArray(answer) ? answer : answer.records);

export const transferLogQuery = (target: TransferLogTarget) =>
  queryOptions({
    queryKey: transferKeys.log(target),
    queryFn: async () =>
      recordsOf(
        await request<TransferRecord[] | { records: TransferRecord[] }>(EARLY_WARNING_ENDPOINTS.transferLog, {
          query: target,
        }),
      ),
  });

/** Fetches org nodes; injectable so the picker's logic is testable with a fake. */
export type OrgFetcher = (query: { parentId?: string; keyword?: string }) => Promise<OrgNode[]>;

export const fetchOrgNodes: OrgFetcher = async (query) =>
  recordsOf(await request<OrgNode[] | { records: OrgNode[] }>(EARLY_WARNING_ENDPOINTS.orgChildren, { query }));

const ORG_STALE_MS = 10 * 60_000;

export const orgChildrenQuery = (parentId: string | undefined, fetcher: OrgFetcher = fetchOrgNodes) =>
  queryOptions({
    queryKey: transferKeys.orgChildren(parentId),
    queryFn: () => fetcher(parentId ? { parentId } : {}),
    staleTime: ORG_STALE_MS,
  });

export const orgSearchQuery = (keyword: string, fetcher: OrgFetcher = fetchOrgNodes) =>
  queryOptions({
    queryKey: transferKeys.orgSearch(keyword),
    queryFn: () => fetcher({ keyword }),
    staleTime: ORG_STALE_MS,
    enabled: keyword.length > 0,
  });
