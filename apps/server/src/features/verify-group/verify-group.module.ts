import { defineModule } from '../../core/module.ts';
import type { Db } from '../../db/client.ts';
import { createVerifyGroupRepository } from './verify-group.repository.ts';
import { verifyGroupRoutes } from './verify-group.routes.ts';
import { createVerifyGroupService } from './verify-group.service.ts';

export interface VerifyGroupContext {
  db: Db;
}

export const verifyGroupModule = defineModule<VerifyGroupContext>({
  name: 'verify-group',
  register: (app, { db }) =>
    verifyGroupRoutes(app, {
      verifyGroups: createVerifyGroupService({ repository: createVerifyGroupRepository({ db }) }),
    }),
});
