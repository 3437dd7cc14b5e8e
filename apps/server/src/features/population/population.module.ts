import type { Clock } from '../../clock.ts';
import { defineModule } from '../../core/module.ts';
import type { PersonKeyOf } from '../../core/personal-data.ts';
import type { Db } from '../../db/client.ts';
import { createAccessLog } from '../access-log/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import { createPopulationRepository } from './population.repository.ts';
import { populationRoutes } from './population.routes.ts';
import { createPopulationService } from './population.service.ts';

export interface PopulationContext {
  db: Db;
  clock: Clock;
  operationLog: OperationLog;
  /** Keys a searched phone or ID number like the stored keyed hashes. */
  personKeyOf: PersonKeyOf;
}

/** Resident population 实有人口: counts, the scoped masked list with search, detail, tag changes. */
export const populationModule = defineModule<PopulationContext>({
  name: 'population',
  register(app, context) {
    const repository = createPopulationRepository({ db: context.db });
    const accessLog = createAccessLog({ db: context.db, clock: context.clock });
    populationRoutes(app, { population: createPopulationService({ ...context, repository, accessLog }) });
  },
});
