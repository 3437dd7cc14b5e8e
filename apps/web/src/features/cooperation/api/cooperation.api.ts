import {
  COOPERATION_CENTRE_ENDPOINTS as C,
  COOPERATION_ENDPOINTS as P,
  PEOPLE_ENDPOINTS,
  type CooperationCentreFilter,
  type CooperationPartnerFilter,
  type CooperationTask,
  type Page,
} from '@afp/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

/** Who reads a task: the partner through the spec §7 calls, the centre (oa) through its own. */
export type CooperationSide = 'partner' | 'centre';

export const cooperationKeys = {
  all: ['cooperation'] as const,
  myInfo: () => [...cooperationKeys.all, 'my-info'] as const,
  lists: () => [...cooperationKeys.all, 'list'] as const,
  partnerList: (filter: CooperationPartnerFilter) => [...cooperationKeys.lists(), 'partner', filter] as const,
  centreList: (filter: CooperationCentreFilter) => [...cooperationKeys.lists(), 'centre', filter] as const,
  tasks: () => [...cooperationKeys.all, 'task'] as const,
  task: (side: CooperationSide, id: string) => [...cooperationKeys.tasks(), side, id] as const,
  summary: () => [...cooperationKeys.all, 'summary'] as const,
  partners: () => [...cooperationKeys.all, 'partners'] as const,
};

export const cooperationMyInfoQuery = (hasLogin: boolean) =>
  queryOptions({
    queryKey: cooperationKeys.myInfo(),
    queryFn: () => call(PEOPLE_ENDPOINTS.cooperationMyInfo),
    enabled: hasLogin,
  });

export const fetchPartnerTasks = (
  filter: CooperationPartnerFilter,
  cursor: string | undefined,
): Promise<Page<CooperationTask>> => call(P.page, { query: { filter, cursor } });

export const fetchCentreTasks = (
  filter: CooperationCentreFilter,
  cursor: string | undefined,
): Promise<Page<CooperationTask>> => call(C.page, { query: { filter, cursor } });

export const cooperationTaskQuery = (side: CooperationSide, id: string) =>
  queryOptions({
    queryKey: cooperationKeys.task(side, id),
    queryFn: () => call(side === 'partner' ? P.info : C.info, { query: { id } }),
    enabled: Boolean(id),
  });

export const cooperationSummaryQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: cooperationKeys.summary(),
    queryFn: () => call(C.summary),
    enabled,
    staleTime: 30_000,
  });

export const cooperationPartnersQuery = () =>
  queryOptions({ queryKey: cooperationKeys.partners(), queryFn: () => call(C.partners), staleTime: 10 * 60_000 });

/** The task as a receipt 回执 (.xlsx), fetched with the session like every call. */
export const downloadReceipt = (side: CooperationSide, task: Pick<CooperationTask, 'id' | 'title'>): Promise<void> =>
  downloadFile(side === 'partner' ? P.receipt : C.receipt, { query: { id: task.id } }, `协作回执_${task.title}.xlsx`);
