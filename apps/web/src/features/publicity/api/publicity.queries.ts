import { queryOptions } from '@tanstack/react-query';
import {
  PUBLICITY_ENDPOINTS as P,
  type AnswerOf,
  type CasePublicityFilter,
  type PublicityCategory,
  type PublicityContentKind,
  type PublicityRecordState,
  type PublicityScope,
} from '@afp/contract';
import { call } from '../../../lib/api-client';

export const publicityKeys = {
  all: ['publicity'] as const,
  contents: () => [...publicityKeys.all, 'content'] as const,
  contentList: (category: PublicityCategory | 'ALL', kind: PublicityContentKind | 'ALL') =>
    [...publicityKeys.contents(), 'list', category, kind] as const,
  content: (id: string) => [...publicityKeys.contents(), 'info', id] as const,
  typicalCases: () => [...publicityKeys.all, 'typical-cases'] as const,
  typicalCase: (id: string) => [...publicityKeys.typicalCases(), 'info', id] as const,
  records: () => [...publicityKeys.all, 'record'] as const,
  recordList: (scope: PublicityScope, state: PublicityRecordState | 'ALL') =>
    [...publicityKeys.records(), 'list', scope, state] as const,
  recordSummary: (scope: PublicityScope) => [...publicityKeys.records(), 'summary', scope] as const,
  record: (id: string) => [...publicityKeys.records(), 'info', id] as const,
  cases: () => [...publicityKeys.all, 'case'] as const,
  caseList: (filter: CasePublicityFilter) => [...publicityKeys.cases(), 'list', filter] as const,
  caseCounts: () => [...publicityKeys.cases(), 'counts'] as const,
  caseSources: () => [...publicityKeys.cases(), 'sources'] as const,
  case: (id: string) => [...publicityKeys.cases(), 'info', id] as const,
};

const all = <T extends string>(value: T | 'ALL') => (value === 'ALL' ? undefined : value);

export const fetchContentPage = (
  category: PublicityCategory | 'ALL',
  kind: PublicityContentKind | 'ALL',
  cursor: string | undefined,
): Promise<AnswerOf<typeof P.contentPage>> =>
  call(P.contentPage, { query: { category: all(category), kind: all(kind), cursor } });

export const contentQuery = (id: string) =>
  queryOptions({
    queryKey: publicityKeys.content(id),
    queryFn: () => call(P.contentInfo, { query: { id } }),
    enabled: Boolean(id),
  });

export const typicalCasesQuery = () =>
  queryOptions({
    queryKey: publicityKeys.typicalCases(),
    queryFn: () => call(P.typicalCases, { query: { limit: 5 } }),
  });

export const typicalCaseQuery = (id: string) =>
  queryOptions({
    queryKey: publicityKeys.typicalCase(id),
    queryFn: () => call(P.typicalCaseInfo, { query: { id } }),
  });

export const fetchRecordPage = (
  scope: PublicityScope,
  state: PublicityRecordState | 'ALL',
  cursor: string | undefined,
): Promise<AnswerOf<typeof P.recordPage>> => call(P.recordPage, { query: { scope, state: all(state), cursor } });

export const recordSummaryQuery = (scope: PublicityScope) =>
  queryOptions({
    queryKey: publicityKeys.recordSummary(scope),
    queryFn: () => call(P.recordSummary, { query: { scope } }),
  });

export const recordQuery = (id: string) =>
  queryOptions({
    queryKey: publicityKeys.record(id),
    queryFn: () => call(P.recordInfo, { query: { id } }),
    enabled: Boolean(id),
  });

export const fetchCasePage = (
  filter: CasePublicityFilter,
  cursor: string | undefined,
): Promise<AnswerOf<typeof P.casePage>> => call(P.casePage, { query: { filter, cursor } });

export const caseCountsQuery = () =>
  queryOptions({ queryKey: publicityKeys.caseCounts(), queryFn: () => call(P.caseCounts, {}) });

export const caseSourcesQuery = () =>
  queryOptions({ queryKey: publicityKeys.caseSources(), queryFn: () => call(P.caseSources, {}) });

export const caseQuery = (id: string) =>
  queryOptions({
    queryKey: publicityKeys.case(id),
    queryFn: () => call(P.caseInfo, { query: { id } }),
    enabled: Boolean(id),
  });
