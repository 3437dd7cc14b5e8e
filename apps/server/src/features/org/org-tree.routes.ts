import { ORG_ENDPOINTS } from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../core/route.ts';
import type { OrgTreeService } from './org-tree.service.ts';

export function orgTreeRoutes(app: FastifyInstance, { orgTree }: { orgTree: OrgTreeService }) {
  registerRoute(app, ORG_ENDPOINTS.children, {
    // The whole tree is the transfer target list: names of organisations, nothing personal.
    access: ['guard', 'oa'],
    handler: ({ query }) => orgTree.children(query),
  });
}
