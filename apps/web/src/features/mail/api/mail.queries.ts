import { queryOptions } from '@tanstack/react-query';
import { MAIL_ENDPOINTS, type AnswerOf, type MailInboxTab, type MailState } from '@afp/contract';
import { call } from '../../../lib/api-client';

export type OutboxFilter = MailState | 'ALL';

export const mailKeys = {
  all: ['mail'] as const,
  inbox: (tab: MailInboxTab) => [...mailKeys.all, 'inbox', tab] as const,
  summary: () => [...mailKeys.all, 'summary'] as const,
  outbox: (state: OutboxFilter) => [...mailKeys.all, 'outbox', state] as const,
  receipt: (id: string) => [...mailKeys.all, 'receipt', id] as const,
  mail: (id: string) => [...mailKeys.all, 'mail', id] as const,
  signList: (id: string) => [...mailKeys.all, 'sign-list', id] as const,
  feedbackList: (id: string) => [...mailKeys.all, 'feedback-list', id] as const,
  feedback: (id: string) => [...mailKeys.all, 'feedback', id] as const,
  templates: () => [...mailKeys.all, 'templates'] as const,
  targetOrgs: () => [...mailKeys.all, 'target-orgs'] as const,
};

export const fetchInboxPage = (
  tab: MailInboxTab,
  cursor: string | undefined,
): Promise<AnswerOf<typeof MAIL_ENDPOINTS.inbox>> => call(MAIL_ENDPOINTS.inbox, { query: { tab, cursor } });

export const fetchOutboxPage = (
  state: OutboxFilter,
  cursor: string | undefined,
): Promise<AnswerOf<typeof MAIL_ENDPOINTS.outbox>> =>
  call(MAIL_ENDPOINTS.outbox, { query: { state: state === 'ALL' ? undefined : state, cursor } });

export const inboxSummaryQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: mailKeys.summary(),
    queryFn: () => call(MAIL_ENDPOINTS.inboxSummary),
    enabled,
    staleTime: 30_000,
  });

const byId = <K extends readonly unknown[], T>(queryKey: K, id: string, queryFn: () => Promise<T>) =>
  queryOptions({ queryKey, queryFn, enabled: id !== '' });

export const receiptQuery = (id: string) =>
  byId(mailKeys.receipt(id), id, () => call(MAIL_ENDPOINTS.receipt, { query: { id } }));
export const mailQuery = (id: string) =>
  byId(mailKeys.mail(id), id, () => call(MAIL_ENDPOINTS.info, { query: { id } }));
export const signListQuery = (id: string) =>
  byId(mailKeys.signList(id), id, () => call(MAIL_ENDPOINTS.signList, { query: { id } }));
export const feedbackListQuery = (id: string) =>
  byId(mailKeys.feedbackList(id), id, () => call(MAIL_ENDPOINTS.feedbackList, { query: { id } }));
export const feedbackQuery = (id: string) =>
  byId(mailKeys.feedback(id), id, () => call(MAIL_ENDPOINTS.feedbackInfo, { query: { id } }));

export const templatesQuery = () =>
  queryOptions({ queryKey: mailKeys.templates(), queryFn: () => call(MAIL_ENDPOINTS.templates), staleTime: 300_000 });
export const targetOrgsQuery = () =>
  queryOptions({ queryKey: mailKeys.targetOrgs(), queryFn: () => call(MAIL_ENDPOINTS.targetOrgs), staleTime: 300_000 });
