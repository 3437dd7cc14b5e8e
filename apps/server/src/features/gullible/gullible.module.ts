import type { Clock } from '../../clock.ts';
import { defineModule } from '../../core/module.ts';
import type { PersonKeyOf } from '../../core/personal-data.ts';
import type { Db } from '../../db/client.ts';
import { createAccessLog } from '../access-log/index.ts';
import type { FraudTypeDictionary } from '../early-warning/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import { createGullibleRepository } from './gullible.repository.ts';
import { gullibleRoutes } from './gullible.routes.ts';
import { createGullibleService } from './gullible.service.ts';

export interface GullibleContext {
  db: Db;
  clock: Clock;
  operationLog: OperationLog;
  personKeyOf: PersonKeyOf;
  fraudTypes: FraudTypeDictionary;
}

/** Gullible groups 易受骗人群: persons by group and risk, visits, behaviour timeline, warnings on the person. */
export const gullibleModule = defineModule<GullibleContext>({
  name: 'gullible',
  register(app, context) {
    const repository = createGullibleRepository({ db: context.db });
    const accessLog = createAccessLog({ db: context.db, clock: context.clock });
    gullibleRoutes(app, { gullible: createGullibleService({ ...context, repository, accessLog }) });
  },
});
