import {
  EARLY_WARNING_ENDPOINTS,
  envelopeOf,
  pageOf,
  transferCreateBodySchema,
  transferDecisionBodySchema,
  transferPageQuerySchema,
  transferRecordSchema,
  urlOf,
} from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { principalOf } from '../../plugins/access.ts';
import type { TransferService } from './transfer.service.ts';

const transferLogQuerySchema = z
  .object({ warningId: z.string().max(64).optional(), assignmentId: z.string().max(64).optional() })
  .refine((query) => query.warningId || query.assignmentId, '请指定 warningId 或 assignmentId');

/** Transfers 移交 (DESIGN §4.2). oa staff of the centre may force-assign, so oa may call create too. */
export function transferRoutes(app: FastifyInstance, { transfers }: { transfers: TransferService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const one = { 200: envelopeOf(transferRecordSchema) };

  routes.post(urlOf(EARLY_WARNING_ENDPOINTS.transferCreate), {
    schema: { body: transferCreateBodySchema, response: one },
    config: { access: ['guard', 'oa'] },
    handler: async (request) => ok(await transfers.create(principalOf(request), request.body)),
  });
  routes.post(urlOf(EARLY_WARNING_ENDPOINTS.transferAccept), {
    schema: { body: transferDecisionBodySchema, response: one },
    config: { access: ['guard', 'oa'] },
    handler: async (request) => ok(await transfers.accept(principalOf(request), request.body.transferId)),
  });
  routes.post(urlOf(EARLY_WARNING_ENDPOINTS.transferReject), {
    schema: { body: transferDecisionBodySchema, response: one },
    config: { access: ['guard', 'oa'] },
    handler: async (request) =>
      ok(await transfers.reject(principalOf(request), request.body.transferId, request.body.reason)),
  });
  routes.post(urlOf(EARLY_WARNING_ENDPOINTS.transferWithdraw), {
    schema: { body: transferDecisionBodySchema, response: one },
    config: { access: ['guard', 'oa'] },
    handler: async (request) => ok(await transfers.withdraw(principalOf(request), request.body.transferId)),
  });
  routes.get(urlOf(EARLY_WARNING_ENDPOINTS.transferPage), {
    schema: { querystring: transferPageQuerySchema, response: { 200: envelopeOf(pageOf(transferRecordSchema)) } },
    config: { access: ['guard', 'oa'] },
    handler: async (request) => ok(await transfers.page(principalOf(request), request.query)),
  });
  routes.get(urlOf(EARLY_WARNING_ENDPOINTS.transferLog), {
    schema: { querystring: transferLogQuerySchema, response: { 200: envelopeOf(z.array(transferRecordSchema)) } },
    config: { access: ['guard', 'oa'] },
    handler: async (request) => ok(await transfers.log(principalOf(request), request.query)),
  });
}
