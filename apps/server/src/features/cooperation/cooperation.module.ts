import type { Clock } from '../../clock.ts';
import { defineModule } from '../../core/module.ts';
import type { Db } from '../../db/client.ts';
import type { OperationLog } from '../operation-log/index.ts';
import { createCooperationRepository } from './cooperation.repository.ts';
import { cooperationRoutes } from './cooperation.routes.ts';
import { createCooperationService } from './cooperation.service.ts';

export interface CooperationContext {
  db: Db;
  clock: Clock;
  operationLog: OperationLog;
}

/** Cooperation tasks 警企协作: the centre issues, partners receive, handle and feed back. */
export const cooperationModule = defineModule<CooperationContext>({
  name: 'cooperation',
  register: (app, context) =>
    cooperationRoutes(app, {
      tasks: createCooperationService({
        ...context,
        repository: createCooperationRepository({ db: context.db }),
      }),
    }),
});
