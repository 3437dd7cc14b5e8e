import { queryOptions } from '@tanstack/react-query';
import {
  CARD_FEEDBACK_ENDPOINTS,
  PARTNER_CARD_FEEDBACK_ENDPOINTS,
  type AnswerOf,
  type CardPartnerState,
  type CardRecordScope,
  type CardRecordState,
} from '@afp/contract';
import { call } from '../../../lib/api-client';

export type CardStateFilter = CardRecordState | 'ALL';
export type PartnerCardFilter = CardPartnerState | 'ALL';

export const cardFeedbackKeys = {
  all: ['card-feedback'] as const,
  lists: () => [...cardFeedbackKeys.all, 'list'] as const,
  list: (scope: CardRecordScope, state: CardStateFilter) => [...cardFeedbackKeys.lists(), scope, state] as const,
  details: () => [...cardFeedbackKeys.all, 'detail'] as const,
  detail: (id: string) => [...cardFeedbackKeys.details(), id] as const,
  assignees: (id: string) => [...cardFeedbackKeys.all, 'assignees', id] as const,
  partner: (state: PartnerCardFilter) => [...cardFeedbackKeys.all, 'partner', state] as const,
};

export const fetchCardRecordPage = (
  scope: CardRecordScope,
  state: CardStateFilter,
  cursor: string | undefined,
): Promise<AnswerOf<typeof CARD_FEEDBACK_ENDPOINTS.page>> =>
  call(CARD_FEEDBACK_ENDPOINTS.page, { query: { scope, state: state === 'ALL' ? undefined : state, cursor } });

/** The partner's read: its outlets' checks, 待核查 or 已核查. */
export const fetchPartnerCardPage = (
  state: PartnerCardFilter,
  cursor: string | undefined,
): Promise<AnswerOf<typeof PARTNER_CARD_FEEDBACK_ENDPOINTS.page>> =>
  call(PARTNER_CARD_FEEDBACK_ENDPOINTS.page, { query: { state: state === 'ALL' ? undefined : state, cursor } });

export const cardRecordQuery = (id: string) =>
  queryOptions({
    queryKey: cardFeedbackKeys.detail(id),
    queryFn: () => call(CARD_FEEDBACK_ENDPOINTS.info, { query: { id } }),
    enabled: id !== '',
  });

export const cardAssigneesQuery = (id: string) =>
  queryOptions({
    queryKey: cardFeedbackKeys.assignees(id),
    queryFn: () => call(CARD_FEEDBACK_ENDPOINTS.assignees, { query: { id } }),
    enabled: id !== '',
  });
