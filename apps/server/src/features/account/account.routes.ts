import {
  cooperationMyInfoSchema,
  ENDPOINTS,
  envelopeOf,
  guardUserInfoQuerySchema,
  guardUserInfoSchema,
  loginInfoSchema,
  urlOf,
} from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import { principalOf } from '../../plugins/access.ts';
import type { AccountService } from './account.service.ts';

export function accountRoutes(app: FastifyInstance, { accounts }: { accounts: AccountService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(urlOf(ENDPOINTS.guardUserInfo), {
    schema: { querystring: guardUserInfoQuerySchema, response: { 200: envelopeOf(guardUserInfoSchema) } },
    config: { access: ['guard', 'oa'] },
    handler: async (request) => ok(await accounts.guardInfo(principalOf(request), request.query.uid)),
  });
  routes.get(urlOf(ENDPOINTS.cooperationMyInfo), {
    schema: { response: { 200: envelopeOf(cooperationMyInfoSchema) } },
    config: { access: ['cooperation'] },
    handler: async (request) => ok(accounts.cooperationInfo(principalOf(request))),
  });
  routes.get(urlOf(ENDPOINTS.loginInfo), {
    schema: { response: { 200: envelopeOf(loginInfoSchema) } },
    config: { access: 'authenticated' },
    handler: async (request) => ok(accounts.loginInfo(principalOf(request))),
  });
}
