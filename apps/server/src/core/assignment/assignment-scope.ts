import type { Caller } from '@afp/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { warningAssignment, type WarningAssignmentRow } from '../../db/schema.ts';
import { inSubtreeOf } from '../org-scope.ts';
import { warningNotFound } from './assignment.errors.ts';

/** The assignment when it lies in the subtree of `orgPath`; anything else is as if it did not exist. */
export async function findAssignmentInScope(
  tx: Db | Tx,
  assignmentId: string,
  orgPath: string,
): Promise<WarningAssignmentRow | undefined> {
  const [row] = await tx
    .select()
    .from(warningAssignment)
    .where(and(eq(warningAssignment.id, assignmentId), inSubtreeOf(warningAssignment.orgPath, orgPath)));
  return row;
}

/** The assignment a caller may see (their subtree), else 404 — outside answers like a missing one. */
export async function visibleAssignment(
  tx: Db | Tx,
  caller: Pick<Caller, 'orgPath'>,
  assignmentId: string,
): Promise<WarningAssignmentRow> {
  const row = await findAssignmentInScope(tx, assignmentId, caller.orgPath);
  if (!row) throw warningNotFound();
  return row;
}
