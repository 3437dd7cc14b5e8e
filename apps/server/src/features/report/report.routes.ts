import { REPORT_ENDPOINTS as R } from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import { registerAction, registerRawRoute, registerRoute } from '../../core/route.ts';
import { sendXlsx } from '../file/index.ts';
import { summaryWorkbook } from './report-export.ts';
import type { ReportService } from './report.service.ts';

/** Reports 报表: every call is the oa user group's. */
export function reportRoutes(app: FastifyInstance, reports: ReportService) {
  const oa = ['oa'] as const;
  registerRoute(app, R.templates, { access: oa, handler: ({ caller, query }) => reports.templates(caller, query) });
  registerRoute(app, R.template, { access: oa, handler: ({ caller, query }) => reports.template(caller, query.id) });
  registerAction(app, R.createTemplate, { access: oa, message: '报表已下发' }, (caller, body) =>
    reports.createTemplate(caller, body),
  );
  registerRoute(app, R.todo, { access: oa, handler: ({ caller }) => reports.todo(caller) });
  registerRoute(app, R.submissions, { access: oa, handler: ({ caller, query }) => reports.submissions(caller, query) });
  registerRoute(app, R.submission, {
    access: oa,
    handler: ({ caller, query }) => reports.submission(caller, query.id),
  });
  registerRoute(app, R.form, { access: oa, handler: ({ caller, query }) => reports.form(caller, query) });
  registerAction(app, R.save, { access: oa, message: '草稿已保存' }, (caller, body) => reports.save(caller, body));
  registerAction(app, R.submit, { access: oa, message: '报表已上报' }, (caller, body) => reports.submit(caller, body));
  registerRoute(app, R.summary, { access: oa, handler: ({ caller, query }) => reports.summary(caller, query) });
  registerAction(app, R.urge, { access: oa, message: '已催报' }, (caller, body) => reports.urge(caller, body));
  // The workbook itself, with the bearer token like every call (the web fetches it as a blob).
  registerRawRoute(app, R.summaryExport, {
    access: oa,
    handler: async ({ caller, query, reply }) => {
      const file = summaryWorkbook(await reports.summary(caller, query));
      return sendXlsx(reply, file);
    },
  });
}
