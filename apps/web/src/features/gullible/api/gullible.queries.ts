import { queryOptions } from '@tanstack/react-query';
import {
  GULLIBLE_ENDPOINTS as G,
  type AnswerOf,
  type BehaviorKind,
  type GullibleGroup,
  type GullibleRiskLevel,
  type GullibleVisitStatus,
} from '@afp/contract';
import { call } from '../../../lib/api-client';

export interface GullibleFilter {
  group: GullibleGroup | 'ALL';
  riskLevel: GullibleRiskLevel | 'ALL';
  visitStatus: GullibleVisitStatus | 'ALL';
  keyword: string;
}
export const ALL_GULLIBLE: GullibleFilter = { group: 'ALL', riskLevel: 'ALL', visitStatus: 'ALL', keyword: '' };

const orAll = <T extends string>(value: T | 'ALL'): T | undefined => (value === 'ALL' ? undefined : value);

export const gullibleKeys = {
  all: ['gullible'] as const,
  lists: () => [...gullibleKeys.all, 'list'] as const,
  list: (filter: GullibleFilter) => [...gullibleKeys.lists(), filter] as const,
  counts: () => [...gullibleKeys.all, 'counts'] as const,
  person: (id: string) => [...gullibleKeys.all, 'person', id] as const,
  visits: (id: string) => [...gullibleKeys.all, 'visits', id] as const,
  warnings: (id: string) => [...gullibleKeys.all, 'warnings', id] as const,
  behavior: (id: string, kind: BehaviorKind | 'ALL') => [...gullibleKeys.all, 'behavior', id, kind] as const,
};

export const fetchGulliblePage = (
  filter: GullibleFilter,
  cursor: string | undefined,
): Promise<AnswerOf<typeof G.page>> =>
  call(G.page, {
    query: {
      group: orAll(filter.group),
      riskLevel: orAll(filter.riskLevel),
      visitStatus: orAll(filter.visitStatus),
      keyword: filter.keyword || undefined,
      cursor,
    },
  });

export const gullibleCountsQuery = () =>
  queryOptions({ queryKey: gullibleKeys.counts(), queryFn: () => call(G.counts, { query: {} }) });

export const gullibleQuery = (id: string) =>
  queryOptions({
    queryKey: gullibleKeys.person(id),
    queryFn: () => call(G.info, { query: { id } }),
    enabled: Boolean(id),
  });

export const gullibleWarningsQuery = (personId: string) =>
  queryOptions({
    queryKey: gullibleKeys.warnings(personId),
    queryFn: () => call(G.warnings, { query: { personId } }),
    enabled: Boolean(personId),
  });

export const fetchVisitPage = (personId: string, cursor: string | undefined) =>
  call(G.visitPage, { query: { personId, cursor } });

export const fetchBehaviorPage = (personId: string, kind: BehaviorKind | 'ALL', cursor: string | undefined) =>
  call(G.behaviorPage, { query: { personId, kind: orAll(kind), cursor } });
