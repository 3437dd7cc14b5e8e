import type { Clock } from '../../clock.ts';
import { defineModule } from '../../core/module.ts';
import type { Db } from '../../db/client.ts';
import type { WorkNotifier } from '../identity/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import { createCooperationOrderRepository } from './cooperation-order.repository.ts';
import { cooperationOrderRoutes } from './cooperation-order.routes.ts';
import { createCooperationOrderService } from './cooperation-order.service.ts';
import { cooperationTask } from '../cooperation/index.ts';
import { createPartnerTasks } from '../partner-task/index.ts';
import { cooperationOrderTask } from './cooperation-order.table.ts';
import { registerFileOwners } from '../file/index.ts';
import { COOPERATION_ORDER_FILE_OWNERS } from './cooperation-order.file-owners.ts';

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
  register(app, context) {
    registerFileOwners(...COOPERATION_ORDER_FILE_OWNERS);
    // The figures read both sources of partner tasks: order tasks and cooperation tasks.
    const partnerTasks = createPartnerTasks({ ...context, sources: [cooperationOrderTask, cooperationTask] });
    const repository = createCooperationOrderRepository({ db: context.db });
    cooperationOrderRoutes(app, {
      orders: createCooperationOrderService({ ...context, repository, partnerTasks }),
      figures: partnerTasks,
    });
  },
});
