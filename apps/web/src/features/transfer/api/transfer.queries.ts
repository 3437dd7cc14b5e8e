import { queryOptions } from '@tanstack/react-query';
import {
  ORG_ENDPOINTS,
  TRANSFER_ENDPOINTS,
  type AnswerOf,
  type OrgNode,
  type QueryOf,
  type TransferStatus,
} from '@afp/contract';
import { call } from '../../../lib/api-client';

export type TransferDirection = QueryOf<typeof TRANSFER_ENDPOINTS.page>['direction'];
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
): Promise<AnswerOf<typeof TRANSFER_ENDPOINTS.page>> =>
  call(TRANSFER_ENDPOINTS.page, { query: { direction, status: status === 'ALL' ? undefined : status, cursor } });

export const transferLogQuery = (target: TransferLogTarget) =>
  queryOptions({
    queryKey: transferKeys.log(target),
    queryFn: () => call(TRANSFER_ENDPOINTS.log, { query: target }),
  });

/** Fetches org nodes; injectable so the picker's logic is testable with a fake. */
export type OrgFetcher = (query: QueryOf<typeof ORG_ENDPOINTS.children>) => Promise<OrgNode[]>;

export const fetchOrgNodes: OrgFetcher = (query) => call(ORG_ENDPOINTS.children, { query });

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
