import type { Clock } from '../../clock.ts';
import { defineModule } from '../../core/module.ts';
import type { Db } from '../../db/client.ts';
import type { WorkNotifier } from '../identity/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import { createCooperationOrderRepository } from './cooperation-order.repository.ts';
import { cooperationOrderRoutes } from './cooperation-order.routes.ts';
import { createCooperationOrderService } from './cooperation-order.service.ts';
import { createResponseFiguresRepository } from './response-figures.repository.ts';
import { createResponseFigures } from './response-figures.service.ts';

export interface CooperationOrderContext {
  db: Db;
  clock: Clock;
  operationLog: OperationLog;
  /** The partner is told of a withdrawal and its reason (the task leaves its list). */
  notifier: WorkNotifier;
}

/** OA orders 工单 fanned out into partner order tasks, and the partners' response-time figures. */
export const cooperationOrderModule = defineModule<CooperationOrderContext>({
  name: 'cooperation-order',
  register: (app, context) =>
    cooperationOrderRoutes(app, {
      orders: createCooperationOrderService({
        ...context,
        repository: createCooperationOrderRepository({ db: context.db }),
      }),
      figures: createResponseFigures({
        clock: context.clock,
        repository: createResponseFiguresRepository({ db: context.db }),
      }),
    }),
});
