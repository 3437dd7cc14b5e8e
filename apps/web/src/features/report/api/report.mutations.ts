import { useMutation } from '@tanstack/react-query';
import { REPORT_ENDPOINTS as R, type BodyOf, type ReportSummary, type ReportTemplateCreateBody } from '@afp/contract';
import { call } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { queryClient } from '../../../lib/query-client';
import { reportKeys } from './report.queries';

export type ReportSubmitBody = BodyOf<typeof R.submit>;

/** Hands in the organisation's report of a period; the to-do list, lists and summaries refresh. */
export const useSubmitReport = () =>
  useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: ReportSubmitBody; idempotencyKey: string }) =>
      call(R.submit, { body, idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.all }),
  });

/** Issues a template (centre or district oa); the template list refreshes. */
export const useCreateTemplate = () =>
  useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: ReportTemplateCreateBody; idempotencyKey: string }) =>
      call(R.createTemplate, { body, idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.all }),
  });

/** The period's summary as an .xlsx (with the session token, saved from a blob). */
export const downloadSummaryWorkbook = (summary: Pick<ReportSummary, 'template' | 'period'>): Promise<void> =>
  downloadFile(
    R.summaryExport,
    { query: { templateId: summary.template.id, periodKey: summary.period.key } },
    `${summary.template.name}_${summary.period.key}.xlsx`,
  );

/** 催报 a period's laggards; the answer is the summary again, which replaces the one shown. */
export const useUrgeReport = () =>
  useMutation({
    mutationFn: (body: BodyOf<typeof R.urge>) => call(R.urge, { body }),
    onSuccess: (summary) => {
      queryClient.setQueryData(reportKeys.summary(summary.template.id, summary.period.key), summary);
      return queryClient.invalidateQueries({ queryKey: reportKeys.templates() });
    },
  });
