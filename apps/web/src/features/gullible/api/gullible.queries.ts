import { queryOptions } from '@tanstack/react-query';
import {
  GULLIBLE_ENDPOINTS as G,
  PROTECTION_CIRCLE_ENDPOINTS as C,
  type AnswerOf,
  type BehaviorKind,
  type CircleMemberState,
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
  circles: (keyword: string) => [...gullibleKeys.all, 'circles', keyword] as const,
  circle: (ownerId: string) => [...gullibleKeys.all, 'circle', ownerId] as const,
  members: (ownerId: string, status: CircleMemberState | 'ALL') =>
    [...gullibleKeys.all, 'members', ownerId, status] as const,
  dissuasions: (assignmentId: string) => [...gullibleKeys.all, 'dissuasions', assignmentId] as const,
  contacts: (assignmentId: string) => [...gullibleKeys.all, 'contacts', assignmentId] as const,
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

export const fetchCirclePage = (keyword: string, cursor: string | undefined) =>
  call(C.circlePage, { query: { keyword: keyword || undefined, cursor } });

export const circleQuery = (ownerId: string) =>
  queryOptions({
    queryKey: gullibleKeys.circle(ownerId),
    queryFn: () => call(C.circleInfo, { query: { id: ownerId } }),
    enabled: Boolean(ownerId),
  });

export const fetchMemberPage = (ownerId: string, status: CircleMemberState | 'ALL', cursor: string | undefined) =>
  call(C.memberPage, { query: { ownerId, status: orAll(status), cursor } });

export const dissuasionsQuery = (assignmentId: string) =>
  queryOptions({
    queryKey: gullibleKeys.dissuasions(assignmentId),
    queryFn: () => call(C.dissuasions, { query: { assignmentId } }),
    enabled: Boolean(assignmentId),
  });

export const circleContactsQuery = (assignmentId: string) =>
  queryOptions({
    queryKey: gullibleKeys.contacts(assignmentId),
    queryFn: () => call(C.members, { query: { assignmentId } }),
    enabled: Boolean(assignmentId),
  });
