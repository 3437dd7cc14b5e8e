import { eq, inArray, type SQL } from 'drizzle-orm';
import type { Principal } from '../../core/principal.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { FileOwnerRule, OwnedFile } from '../file/index.ts';
import { cooperationFeedback, cooperationTask, cooperationTaskStep } from './cooperation.table.ts';

/**
 * A cooperation task's files: the task's partner (until the task is withdrawn), and oa staff whose
 * subtree issued it. Task attachments belong to the batch, feedback photos to a feedback, paperwork to a step.
 */
const mayOpenTaskFile =
  (tasksOf: (db: Db | Tx, ownerId: string) => SQL) => async (db: Db | Tx, caller: Principal, file: OwnedFile) => {
    const tasks = await db
      .select({
        partnerOrgId: cooperationTask.partnerOrgId,
        issuerOrgPath: cooperationTask.issuerOrgPath,
        state: cooperationTask.state,
      })
      .from(cooperationTask)
      .where(tasksOf(db, file.ownerId));
    if (caller.loginType === 'oa') return tasks.some((task) => task.issuerOrgPath.startsWith(caller.orgPath));
    return (
      caller.loginType === 'cooperation' &&
      tasks.some((task) => task.partnerOrgId === caller.orgId && task.state !== 'WITHDRAWN')
    );
  };

/** The task a feedback or a step belongs to. */
const taskOfChild =
  (child: typeof cooperationFeedback | typeof cooperationTaskStep) => (db: Db | Tx, childId: string) =>
    inArray(cooperationTask.id, db.select({ id: child.taskId }).from(child).where(eq(child.id, childId)));

export const COOPERATION_FILE_OWNERS: FileOwnerRule[] = [
  { type: 'cooperation_task', maySee: mayOpenTaskFile((_db, batchId) => eq(cooperationTask.batchId, batchId)) },
  { type: 'cooperation_feedback', maySee: mayOpenTaskFile(taskOfChild(cooperationFeedback)) },
  { type: 'cooperation_step', maySee: mayOpenTaskFile(taskOfChild(cooperationTaskStep)) },
];
