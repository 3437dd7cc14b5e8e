import type { Clock } from '../../clock.ts';
import { defineModule } from '../../core/module.ts';
import type { PersonKeyOf } from '../../core/personal-data.ts';
import type { Db } from '../../db/client.ts';
import { createAccessLog } from '../access-log/index.ts';
import type { FraudTypeDictionary } from '../early-warning/index.ts';
import { createInformationRepository } from './information.repository.ts';
import { informationRoutes } from './information.routes.ts';
import { createInformationService } from './information.service.ts';

export interface InformationContext {
  db: Db;
  clock: Clock;
  fraudTypes: FraudTypeDictionary;
  personKeyOf: PersonKeyOf;
}

/** Information query 信息查询: phone / ID / name over the caller's subtree, logged, hourly quota. */
export const informationModule = defineModule<InformationContext>({
  name: 'information',
  register(app, { db, clock, fraudTypes, personKeyOf }) {
    informationRoutes(app, {
      information: createInformationService({
        repository: createInformationRepository({ db, personKeyOf }),
        fraudTypes,
        clock,
        accessLog: createAccessLog({ db, clock }),
        personKeyOf,
      }),
    });
  },
});
