import { canSeeWhole, isCentre, type Caller, type OrgRef } from '@afp/contract';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { warningAssignment, type WarningAssignmentRow } from '../../db/schema.ts';
import { inSubtreeOf } from '../org-scope.ts';
import { warningNotFound } from './assignment.errors.ts';
import { FORMER_HOLDER_STATES } from './assignment.rules.ts';

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

/**
 * The organisation holding the warning now: its assignment that was neither handed on nor merged
 * (the latest hop). None for a warning merged into another.
 */
export async function currentHolderOf(tx: Db | Tx, warningId: string): Promise<OrgRef | undefined> {
  const [row] = await tx
    .select({ orgId: warningAssignment.orgId, orgPath: warningAssignment.orgPath })
    .from(warningAssignment)
    .where(
      and(eq(warningAssignment.warningId, warningId), notInArray(warningAssignment.state, [...FORMER_HOLDER_STATES])),
    )
    .orderBy(desc(warningAssignment.hop))
    .limit(1);
  return row;
}

/**
 * Whole personal data and the whole history of a warning (contract `canSeeWhole`): the guards of
 * its current holder and the centre — never a former holder, whichever of its assignments is asked about.
 */
export async function seesWarningWhole(tx: Db | Tx, caller: Caller, warningId: string): Promise<boolean> {
  if (isCentre(caller)) return true;
  const holder = await currentHolderOf(tx, warningId);
  return holder !== undefined && canSeeWhole(caller, holder);
}
