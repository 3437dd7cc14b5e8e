import { VERIFY_GROUP_ENDPOINTS } from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../core/route.ts';
import type { VerifyGroupService } from './verify-group.service.ts';

export function verifyGroupRoutes(app: FastifyInstance, { verifyGroups }: { verifyGroups: VerifyGroupService }) {
  registerRoute(app, VERIFY_GROUP_ENDPOINTS.list, {
    access: ['oa'],
    handler: ({ caller }) => verifyGroups.verifyGroups(caller),
  });
  registerRoute(app, VERIFY_GROUP_ENDPOINTS.reVerifyList, {
    access: ['oa'],
    handler: ({ caller, query }) => verifyGroups.reVerifyGroups(caller, query.accountId),
  });
}
