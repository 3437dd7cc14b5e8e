import { and, desc, eq, gte } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { operationLog } from '../operation-log/index.ts';
import { inSubtree } from './early-warning.repository.ts';
import { warningAssignment as wa } from './early-warning.table.ts';

/**
 * The assignment in the caller's subtree, locked for the transaction: concurrent taps on one
 * warning queue here, so each sees the entry the one before it wrote.
 */
export async function lockAssignmentInScope(tx: Tx, assignmentId: string, orgPath: string) {
  const [row] = await tx
    .select()
    .from(wa)
    .where(and(eq(wa.id, assignmentId), inSubtree(orgPath)))
    .for('update');
  return row;
}

/** When the account last logged `action` on the assignment, if at or after `since`. */
export async function lastLoggedSince(
  tx: Tx,
  {
    assignmentId,
    action,
    actorType,
    actorId,
    since,
  }: {
    assignmentId: string;
    action: string;
    actorType: string;
    actorId: string;
    since: Date;
  },
): Promise<Date | undefined> {
  const [row] = await tx
    .select({ createdAt: operationLog.createdAt })
    .from(operationLog)
    .where(
      and(
        eq(operationLog.entityType, 'warning_assignment'),
        eq(operationLog.entityId, assignmentId),
        eq(operationLog.action, action),
        eq(operationLog.actorType, actorType),
        eq(operationLog.actorId, actorId),
        gte(operationLog.createdAt, since),
      ),
    )
    .orderBy(desc(operationLog.createdAt))
    .limit(1);
  return row?.createdAt;
}
