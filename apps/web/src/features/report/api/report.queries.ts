import { queryOptions } from '@tanstack/react-query';
import { REPORT_ENDPOINTS as R, type AnswerOf } from '@afp/contract';
import { call } from '../../../lib/api-client';

export const reportKeys = {
  all: ['report'] as const,
  todo: () => [...reportKeys.all, 'todo'] as const,
  templates: () => [...reportKeys.all, 'templates'] as const,
  template: (id: string) => [...reportKeys.all, 'template', id] as const,
  submissions: () => [...reportKeys.all, 'submissions'] as const,
  submission: (id: string) => [...reportKeys.all, 'submission', id] as const,
  form: (templateId: string, periodKey: string) => [...reportKeys.all, 'form', templateId, periodKey] as const,
  summary: (templateId: string, periodKey: string) => [...reportKeys.all, 'summary', templateId, periodKey] as const,
};

export const todoQuery = () => queryOptions({ queryKey: reportKeys.todo(), queryFn: () => call(R.todo) });

export const fetchTemplatePage = (cursor: string | undefined): Promise<AnswerOf<typeof R.templates>> =>
  call(R.templates, { query: { cursor } });

export const fetchSubmissionPage = (cursor: string | undefined): Promise<AnswerOf<typeof R.submissions>> =>
  call(R.submissions, { query: { cursor } });

export const templateQuery = (id: string) =>
  queryOptions({
    queryKey: reportKeys.template(id),
    queryFn: () => call(R.template, { query: { id } }),
    enabled: Boolean(id),
  });

export const submissionQuery = (id: string) =>
  queryOptions({
    queryKey: reportKeys.submission(id),
    queryFn: () => call(R.submission, { query: { id } }),
    enabled: Boolean(id),
  });

export const formQuery = (templateId: string, periodKey: string) =>
  queryOptions({
    queryKey: reportKeys.form(templateId, periodKey),
    queryFn: () => call(R.form, { query: { templateId, periodKey } }),
    enabled: Boolean(templateId && periodKey),
  });

export const summaryQuery = (templateId: string, periodKey: string) =>
  queryOptions({
    queryKey: reportKeys.summary(templateId, periodKey),
    queryFn: () => call(R.summary, { query: { templateId, periodKey } }),
    enabled: Boolean(templateId && periodKey),
  });
