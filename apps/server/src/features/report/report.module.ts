import type { Clock } from '../../clock.ts';
import { defineModule } from '../../core/module.ts';
import type { Db } from '../../db/client.ts';
import type { WorkNotifier } from '../identity/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import type { Verification } from '../verification/index.ts';
import { createReportRepository } from './report.repository.ts';
import { reportRoutes } from './report.routes.ts';
import { createReportService } from './report.service.ts';

export interface ReportContext {
  db: Db;
  clock: Clock;
  operationLog: OperationLog;
  verification: Verification;
  notifier: WorkNotifier;
}

/** Reports 报表: templates, submissions per organisation and period (verified as `report_submission`), summaries. */
export const reportModule = defineModule<ReportContext>({
  name: 'report',
  register: (app, context) => {
    const reports = createReportService({ ...context, repository: createReportRepository({ db: context.db }) });
    context.verification.verifiableKinds.register({
      kind: 'report_submission',
      onReviewed: reports.onReviewed,
      onRefused: reports.onRefused,
      describe: (_db, subjectIds) => reports.describe(subjectIds),
    });
    reportRoutes(app, reports);
  },
});
