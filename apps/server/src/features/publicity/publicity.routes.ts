import { PUBLICITY_ENDPOINTS as P } from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../core/route.ts';
import type { CasePublicityService } from './case-publicity.service.ts';
import type { PublicityContentService } from './publicity-content.service.ts';
import type { PublicityRecordService } from './publicity-record.service.ts';

/** Publicity 宣防 (DESIGN §4.6): the feed, typical cases, records and 一案一宣; guards act, oa staff read their subtree. */
export function publicityRoutes(
  app: FastifyInstance,
  {
    content,
    records,
    cases,
  }: { content: PublicityContentService; records: PublicityRecordService; cases: CasePublicityService },
) {
  const access = ['guard', 'oa'] as const;
  const guard = ['guard'] as const;
  registerRoute(app, P.contentPage, { access, handler: ({ caller, query }) => content.page(caller, query) });
  registerRoute(app, P.contentInfo, { access, handler: ({ caller, query }) => content.info(caller, query.id) });
  const oa = ['oa'] as const;
  registerRoute(app, P.contentCreate, { access: oa, handler: ({ caller, body }) => content.create(caller, body) });
  registerRoute(app, P.contentUpdate, { access: oa, handler: ({ caller, body }) => content.update(caller, body) });
  registerRoute(app, P.contentWithdraw, { access: oa, handler: ({ caller, body }) => content.withdraw(caller, body) });
  registerRoute(app, P.typicalCases, {
    access,
    handler: ({ caller, query }) => content.typicalCases(caller, query.limit),
  });
  registerRoute(app, P.typicalCaseInfo, {
    access,
    handler: ({ caller, query }) => content.typicalCase(caller, query.id),
  });
  registerRoute(app, P.recordPage, { access, handler: ({ caller, query }) => records.page(caller, query) });
  registerRoute(app, P.recordSummary, {
    access,
    handler: ({ caller, query }) => records.summary(caller, query.scope),
  });
  registerRoute(app, P.recordInfo, { access, handler: ({ caller, query }) => records.info(caller, query.id) });
  registerRoute(app, P.recordCreate, { access: guard, handler: ({ caller, body }) => records.create(caller, body) });
  registerRoute(app, P.recordResubmit, {
    access: guard,
    handler: ({ caller, body }) => records.resubmit(caller, body),
  });
  registerRoute(app, P.caseSources, { access, handler: ({ caller }) => cases.sources(caller) });
  registerRoute(app, P.casePage, { access, handler: ({ caller, query }) => cases.page(caller, query) });
  registerRoute(app, P.caseCounts, { access, handler: ({ caller }) => cases.counts(caller) });
  registerRoute(app, P.caseInfo, { access, handler: ({ caller, query }) => cases.info(caller, query.id) });
  registerRoute(app, P.caseCreate, { access: guard, handler: ({ caller, body }) => cases.create(caller, body) });
  registerRoute(app, P.caseActivity, { access: guard, handler: ({ caller, body }) => cases.addActivity(caller, body) });
  registerRoute(app, P.caseSubmit, { access: guard, handler: ({ caller, body }) => cases.submit(caller, body) });
}
