import { eq, type SQL } from 'drizzle-orm';
import type { Principal } from '../../core/principal.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { FileOwnerRule, OwnedFile } from '../file/index.ts';
import { cooperationOrderTask } from './cooperation-order.table.ts';

/**
 * An OA order's files: oa staff whose subtree issued the order; partners with a task of it (not
 * withdrawn) for the order's own files, the task's partner for its feedback.
 */
const mayOpenOrderFile =
  (tasksOf: (ownerId: string) => SQL) => async (db: Db | Tx, caller: Principal, file: OwnedFile) => {
    const tasks = await db
      .select({
        partnerOrgId: cooperationOrderTask.partnerOrgId,
        state: cooperationOrderTask.state,
        orgPath: cooperationOrderTask.orgPath,
      })
      .from(cooperationOrderTask)
      .where(tasksOf(file.ownerId));
    if (caller.loginType === 'oa') return tasks.some((task) => task.orgPath.startsWith(caller.orgPath));
    return (
      caller.loginType === 'cooperation' &&
      tasks.some((task) => task.partnerOrgId === caller.orgId && task.state !== 'WITHDRAWN')
    );
  };

export const COOPERATION_ORDER_FILE_OWNERS: FileOwnerRule[] = [
  { type: 'cooperation_order', maySee: mayOpenOrderFile((orderId) => eq(cooperationOrderTask.orderId, orderId)) },
  { type: 'cooperation_order_feedback', maySee: mayOpenOrderFile((taskId) => eq(cooperationOrderTask.id, taskId)) },
];
