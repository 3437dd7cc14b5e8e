import { defineModule } from '../../core/module.ts';
import type { Db } from '../../db/client.ts';
import { orgTreeRoutes } from './org-tree.routes.ts';
import { createOrgTreeService } from './org-tree.service.ts';
import { createOrgRepository } from './org.repository.ts';

export interface OrgContext {
  db: Db;
}

export const orgModule = defineModule<OrgContext>({
  name: 'org',
  register: (app, { db }) =>
    orgTreeRoutes(app, { orgTree: createOrgTreeService({ orgs: createOrgRepository({ db }) }) }),
});
