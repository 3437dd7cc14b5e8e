import {
  EARLY_WARNING_ENDPOINTS as E,
  ERROR_CODES,
  assignmentStateSchema,
  envelopeOf,
  feedbackBodySchema,
  feedbackProblems,
  fraudTypeSchema,
  operationLogEntrySchema,
  pageOf,
  signBodySchema,
  syncHandleBodySchema,
  urlOf,
  warningDetailSchema,
  warningPageQuerySchema,
  warningRecordSchema,
  warningStatisticsQuerySchema,
  warningStatisticsSchema,
  type FeedbackBody,
} from '@afp/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { principalOf } from '../../plugins/access.ts';
import type { EarlyWarningHandlingService } from './early-warning-handling.service.ts';
import type { EarlyWarningStatisticsService } from './early-warning-statistics.service.ts';
import type { EarlyWarningService } from './early-warning.service.ts';
import type { FraudTypeDictionary } from './fraud-type.dictionary.ts';

export interface EarlyWarningRouteDeps {
  earlyWarnings: EarlyWarningService;
  handling: EarlyWarningHandlingService;
  statistics: EarlyWarningStatisticsService;
  fraudTypes: FraudTypeDictionary;
}

const idQuery = z.object({ id: z.string().min(1).max(64) });
export const assignmentChangeSchema = z.object({
  assignmentId: z.string(),
  state: assignmentStateSchema,
  version: z.number(),
});
const access = { access: ['guard', 'oa'] as const };

/** The form's cross-field rules: 400 naming the first offending field, before anything is stored. */
function refuseProblems(reply: FastifyReply, body: Omit<FeedbackBody, 'version'>): boolean {
  const problem = feedbackProblems({ ...body, version: 0 })[0];
  if (!problem) return false;
  void reply.status(400).send({
    code: 400,
    success: false,
    message: `参数 ${problem.field} 错误:${problem.message}`,
    data: { errorCode: ERROR_CODES.validation, field: problem.field },
  });
  return true;
}

export function earlyWarningRoutes(app: FastifyInstance, deps: EarlyWarningRouteDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { earlyWarnings, handling, statistics, fraudTypes } = deps;

  routes.get(urlOf(E.page), {
    schema: { querystring: warningPageQuerySchema, response: { 200: envelopeOf(pageOf(warningRecordSchema)) } },
    config: access,
    handler: async (request) => ok(await earlyWarnings.page(principalOf(request), request.query)),
  });
  routes.get(urlOf(E.info), {
    schema: { querystring: idQuery, response: { 200: envelopeOf(warningDetailSchema) } },
    config: access,
    handler: async (request) => ok(await earlyWarnings.info(principalOf(request), request.query.id)),
  });
  routes.get(urlOf(E.statistics), {
    schema: { querystring: warningStatisticsQuerySchema, response: { 200: envelopeOf(warningStatisticsSchema) } },
    config: access,
    handler: async (request) => ok(await statistics.statistics(principalOf(request), request.query)),
  });
  routes.post(urlOf(E.sign), {
    schema: { body: signBodySchema, response: { 200: envelopeOf(assignmentChangeSchema) } },
    config: access,
    handler: async (request) => ok(await handling.sign(principalOf(request), request.body), '签收成功'),
  });
  routes.post(urlOf(E.feedback), {
    schema: { body: feedbackBodySchema, response: { 200: envelopeOf(assignmentChangeSchema) } },
    config: access,
    handler: async (request, reply) => {
      if (refuseProblems(reply, request.body)) return reply;
      return ok(await handling.feedback(principalOf(request), request.body), '反馈成功');
    },
  });
  routes.post(urlOf(E.syncHandle), {
    schema: { body: syncHandleBodySchema, response: { 200: envelopeOf(z.object({ updated: z.number() })) } },
    config: access,
    handler: async (request, reply) => {
      if (refuseProblems(reply, request.body)) return reply;
      return ok(await handling.syncHandle(principalOf(request), request.body), '同步处置成功');
    },
  });
  routes.get(urlOf(E.operateLog), {
    schema: { querystring: idQuery, response: { 200: envelopeOf(z.array(operationLogEntrySchema)) } },
    config: access,
    handler: async (request) => ok(await earlyWarnings.operateLog(principalOf(request), request.query.id)),
  });
  routes.get(urlOf(E.fraudTypes), {
    schema: { response: { 200: envelopeOf(z.array(fraudTypeSchema)) } },
    config: access,
    handler: async () => ok(await fraudTypes.tree()),
  });
}
