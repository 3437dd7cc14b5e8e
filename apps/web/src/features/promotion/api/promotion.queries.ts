import { queryOptions } from '@tanstack/react-query';
import { PROMOTION_ENDPOINTS as P, type AnswerOf, type RankQuery } from '@afp/contract';
import { call } from '../../../lib/api-client';

export const promotionKeys = {
  all: ['promotion'] as const,
  myCode: () => [...promotionKeys.all, 'my-code'] as const,
  landing: (code: string) => [...promotionKeys.all, 'landing', code] as const,
  spreadUsers: () => [...promotionKeys.all, 'spread-users'] as const,
  spreadCounts: () => [...promotionKeys.all, 'spread-counts'] as const,
  rank: (query: RankQuery) => [...promotionKeys.all, 'rank', query] as const,
  myStats: () => [...promotionKeys.all, 'my-stats'] as const,
  adminTransfer: () => [...promotionKeys.all, 'admin-transfer'] as const,
};

export const myCodeQuery = () =>
  queryOptions({ queryKey: promotionKeys.myCode(), queryFn: () => call(P.myCode), staleTime: Infinity });

export const landingQuery = (code: string) =>
  queryOptions({
    queryKey: promotionKeys.landing(code),
    queryFn: () => call(P.landing, { query: { code } }),
    enabled: code.length > 0,
    retry: false,
  });

export const fetchSpreadPage = (cursor: string | undefined): Promise<AnswerOf<typeof P.spreadUsers>> =>
  call(P.spreadUsers, { query: { cursor } });

export const spreadCountsQuery = () =>
  queryOptions({ queryKey: promotionKeys.spreadCounts(), queryFn: () => call(P.spreadCounts) });

export const rankQuery = (query: RankQuery) =>
  queryOptions({ queryKey: promotionKeys.rank(query), queryFn: () => call(P.rank, { query }) });

export const myStatsQuery = () => queryOptions({ queryKey: promotionKeys.myStats(), queryFn: () => call(P.myStats) });

export const adminTransferQuery = () =>
  queryOptions({ queryKey: promotionKeys.adminTransfer(), queryFn: () => call(P.adminTransfer) });
