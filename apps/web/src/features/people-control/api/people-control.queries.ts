import { queryOptions } from '@tanstack/react-query';
import { PEOPLE_CONTROL_ENDPOINTS, type AnswerOf, type ControlLevel, type ControlListFilter } from '@afp/contract';
import { call } from '../../../lib/api-client';

export type LevelFilter = ControlLevel | 'ALL';

export const peopleControlKeys = {
  all: ['people-control'] as const,
  lists: () => [...peopleControlKeys.all, 'list'] as const,
  list: (filter: ControlListFilter, level: LevelFilter) => [...peopleControlKeys.lists(), filter, level] as const,
  persons: () => [...peopleControlKeys.all, 'person'] as const,
  person: (id: string) => [...peopleControlKeys.persons(), id] as const,
  visits: () => [...peopleControlKeys.all, 'visit'] as const,
  visitList: (personId: string) => [...peopleControlKeys.visits(), personId] as const,
  digest: (month: string) => [...peopleControlKeys.all, 'digest', month] as const,
};

export const fetchPersonPage = (
  filter: ControlListFilter,
  level: LevelFilter,
  cursor: string | undefined,
): Promise<AnswerOf<typeof PEOPLE_CONTROL_ENDPOINTS.page>> =>
  call(PEOPLE_CONTROL_ENDPOINTS.page, { query: { filter, level: level === 'ALL' ? undefined : level, cursor } });

export const fetchVisitPage = (
  personId: string,
  cursor: string | undefined,
): Promise<AnswerOf<typeof PEOPLE_CONTROL_ENDPOINTS.visitPage>> =>
  call(PEOPLE_CONTROL_ENDPOINTS.visitPage, { query: { personId, cursor } });

export const controlledPersonQuery = (id: string) =>
  queryOptions({
    queryKey: peopleControlKeys.person(id),
    queryFn: () => call(PEOPLE_CONTROL_ENDPOINTS.info, { query: { id } }),
    enabled: Boolean(id),
  });

export const controlDigestQuery = (month: string) =>
  queryOptions({
    queryKey: peopleControlKeys.digest(month),
    queryFn: () => call(PEOPLE_CONTROL_ENDPOINTS.digest, { query: { month } }),
  });
