import type { Clock } from '../../clock.ts';
import type { ClusterBus } from '../../core/cluster-bus.ts';
import { defineModule } from '../../core/module.ts';
import type { Db } from '../../db/client.ts';
import { createOrgRepository } from '../org/index.ts';
import type { AccountRepository } from './account.repository.ts';
import { accountRoutes } from './account.routes.ts';
import { createAccountService } from './account.service.ts';

export interface AccountContext {
  db: Db;
  /** Shared with access (principal) and login. */
  accounts: AccountRepository;
  clock: Clock;
  /** Organisation changes drop the cached district and station names. */
  bus: ClusterBus;
}

export const accountModule = defineModule<AccountContext>({
  name: 'account',
  register: (app, { db, accounts, clock, bus }) =>
    accountRoutes(app, {
      accounts: createAccountService({ accounts, orgs: createOrgRepository({ db }), clock, bus }),
    }),
});
