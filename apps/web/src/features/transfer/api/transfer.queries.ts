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
export type TransferApprovalView = QueryOf<typeof TRANSFER_ENDPOINTS.approvalPage>['view'];
/** The log of one warning, asked by the caller's assignment or by the warning itself. */
export type TransferLogTarget = { assignmentId: string } | { warningId: string };

export const transferKeys = {
  all: ['transfer'] as const,
  lists: () => [...transferKeys.all, 'list'] as const,
  list: (direction: TransferDirection, status: TransferStatus | 'ALL') =>
    [...transferKeys.lists(), direction, status] as const,
  logs: () => [...transferKeys.all, 'log'] as const,
  log: (target: TransferLogTarget) => [...transferKeys.logs(), target] as const,
  /** 移交审核: the district's (or the centre's) approvals, waiting or decided. */
  approvals: () => [...transferKeys.lists(), 'approval'] as const,
  approval: (view: TransferApprovalView) => [...transferKeys.approvals(), view] as const,
  approvalWaiting: () => [...transferKeys.approvals(), 'waiting'] as const,
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

export const fetchApprovalPage = (
  view: TransferApprovalView,
  cursor: string | undefined,
): Promise<AnswerOf<typeof TRANSFER_ENDPOINTS.approvalPage>> =>
  call(TRANSFER_ENDPOINTS.approvalPage, { query: { view, cursor } });

/** How many transfers wait for the caller's approval: the badge on the oa home's 移交审核 tile. */
export const approvalWaitingQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: transferKeys.approvalWaiting(),
    queryFn: async () =>
      (await call(TRANSFER_ENDPOINTS.approvalPage, { query: { view: 'pending', pageSize: 1 } })).total,
    enabled,
  });

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
