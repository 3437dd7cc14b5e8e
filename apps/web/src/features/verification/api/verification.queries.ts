import { queryOptions } from '@tanstack/react-query';
import {
  VERIFICATION_ENDPOINTS as V,
  VERIFY_GROUP_ENDPOINTS,
  type AnswerOf,
  type VerifiableKind,
  type VerificationStage,
} from '@afp/contract';
import { call } from '../../../lib/api-client';

export interface QueueFilter {
  stage: VerificationStage;
  groupId?: string;
  kind?: VerifiableKind;
}

export const verificationKeys = {
  all: ['verification'] as const,
  queue: (filter: QueueFilter) => [...verificationKeys.all, 'queue', filter] as const,
  counts: () => [...verificationKeys.all, 'counts'] as const,
  item: (id: string) => [...verificationKeys.all, 'item', id] as const,
  status: (kind: VerifiableKind, subjectId: string) => [...verificationKeys.all, 'status', kind, subjectId] as const,
  reviewGroups: (accountId: string) => [...verificationKeys.all, 'review-groups', accountId] as const,
};

export const fetchQueuePage = (filter: QueueFilter, cursor: string | undefined): Promise<AnswerOf<typeof V.page>> =>
  call(V.page, { query: { ...filter, cursor } });

export const countsQuery = (enabled: boolean) =>
  queryOptions({ queryKey: verificationKeys.counts(), queryFn: () => call(V.counts), enabled, staleTime: 30_000 });

export const itemQuery = (id: string) =>
  queryOptions({
    queryKey: verificationKeys.item(id),
    queryFn: () => call(V.info, { query: { id } }),
    enabled: id !== '',
  });

export const statusQuery = (kind: VerifiableKind, subjectId: string) =>
  queryOptions({
    queryKey: verificationKeys.status(kind, subjectId),
    queryFn: () => call(V.status, { query: { kind, subjectId } }),
    enabled: subjectId !== '',
  });

/** The caller's re-verify 复核 groups (spec §7 `re-verify/list`); the first is the default filter. */
export const reviewGroupsQuery = (accountId: string) =>
  queryOptions({
    queryKey: verificationKeys.reviewGroups(accountId),
    queryFn: () => call(VERIFY_GROUP_ENDPOINTS.reVerifyList, { query: { accountId } }),
    enabled: accountId !== '',
    staleTime: 300_000,
  });
