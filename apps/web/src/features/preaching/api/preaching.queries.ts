import { queryOptions } from '@tanstack/react-query';
import { PREACHING_ENDPOINTS as P, type AnswerOf, type PreachListFilter } from '@afp/contract';
import { call } from '../../../lib/api-client';

export const preachingKeys = {
  all: ['preaching'] as const,
  lists: () => [...preachingKeys.all, 'list'] as const,
  list: (filter: PreachListFilter, mine: boolean) => [...preachingKeys.lists(), filter, mine] as const,
  detail: (id: string) => [...preachingKeys.all, 'detail', id] as const,
  units: (keyword: string) => [...preachingKeys.all, 'units', keyword] as const,
  guards: (id: string, keyword: string) => [...preachingKeys.all, 'guards', id, keyword] as const,
  overview: () => [...preachingKeys.all, 'overview'] as const,
  myCode: () => [...preachingKeys.all, 'my-code'] as const,
  unitCode: () => [...preachingKeys.all, 'unit-code'] as const,
  courses: (progress: string) => ['speech-class', 'courses', progress] as const,
  course: (id: string) => ['speech-class', 'course', id] as const,
};

export const fetchPreachPage = (
  filter: PreachListFilter,
  mine: boolean,
  cursor: string | undefined,
): Promise<AnswerOf<typeof P.page>> => call(P.page, { query: { filter, mine: mine ? 'true' : undefined, cursor } });

export const preachDetailQuery = (id: string) =>
  queryOptions({
    queryKey: preachingKeys.detail(id),
    queryFn: () => call(P.info, { query: { id } }),
    enabled: Boolean(id),
  });

export const fetchPreachUnits = (keyword: string) => call(P.units, { query: { keyword: keyword || undefined } });
export const fetchPreachGuards = (id: string, keyword: string) =>
  call(P.guards, { query: { id, keyword: keyword || undefined } });

export const preachOverviewQuery = () =>
  queryOptions({ queryKey: preachingKeys.overview(), queryFn: () => call(P.overview, {}) });

export const myPreachCodeQuery = () =>
  queryOptions({ queryKey: preachingKeys.myCode(), queryFn: () => call(P.myCode, {}), staleTime: Infinity });

export const unitPreachCodeQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: preachingKeys.unitCode(),
    queryFn: () => call(P.unitCode, {}),
    staleTime: Infinity,
    enabled,
  });

export type CourseProgress = 'ALL' | 'STUDYING' | 'FINISHED' | 'NEW';
export const fetchCoursePage = (
  progress: CourseProgress,
  cursor: string | undefined,
): Promise<AnswerOf<typeof P.courses>> => call(P.courses, { query: { progress, cursor } });

export const speechCourseQuery = (id: string) =>
  queryOptions({
    queryKey: preachingKeys.course(id),
    queryFn: () => call(P.course, { query: { id } }),
    enabled: Boolean(id),
  });
