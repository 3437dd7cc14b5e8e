import { AUTH_ENDPOINTS, PEOPLE_ENDPOINTS } from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../core/route.ts';
import type { AccountService } from './account.service.ts';

export function accountRoutes(app: FastifyInstance, { accounts }: { accounts: AccountService }) {
  registerRoute(app, PEOPLE_ENDPOINTS.guardUserInfo, {
    access: ['guard', 'oa'],
    handler: ({ caller, query }) => accounts.guardInfo(caller, query.uid),
  });
  registerRoute(app, PEOPLE_ENDPOINTS.cooperationMyInfo, {
    access: ['cooperation'],
    handler: async ({ caller }) => accounts.cooperationInfo(caller),
  });
  registerRoute(app, AUTH_ENDPOINTS.loginInfo, {
    access: 'authenticated',
    handler: async ({ caller }) => accounts.loginInfo(caller),
  });
}
