/*
 * Why in the core and not behind early-warning's public face: an assignment changes state from
 * three features (early-warning handling, transfers, intake and dispatch), and the rule is
 * "when a second feature needs something of the first, move it to the core". This folder depends
 * only on the tables (through db/schema.ts), the operation log's public type and the contract:
 * never on a feature's internal files, so early-warning, transfer and intake all import it alike.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { ASSIGNMENT_STATES, type AssignmentState } from '@afp/contract';
import type { Db, Tx } from '../../db/client.ts';
import { updateVersioned } from '../transition/index.ts';
import { warningAssignment, type WarningAssignmentRow } from '../../db/schema.ts';
import type { OperationLog } from '../../features/operation-log/index.ts';
import { invalidTransition, staleVersion, warningNotFound } from './assignment.errors.ts';
import { canApply, TRANSITIONS, type AssignmentAction } from './assignment.rules.ts';

export interface Actor {
  loginType: string;
  id: string;
  orgId: string;
}

export interface TransitionRequest {
  assignmentId: string;
  action: AssignmentAction;
  /** The version the caller saw; omitted only by system actions (escalation, transfers it owns). */
  expectedVersion?: number;
  actor: Actor;
  /** For `cancelTransfer`: the state to return to. */
  restoreState?: AssignmentState;
  /** The state `feedback` leads to depends on the form; `to` overrides the table's target. */
  to?: AssignmentState;
  patch?: Partial<typeof warningAssignment.$inferInsert>;
  remark?: string;
}

/**
 * The one way an assignment changes state: a conditional UPDATE (state allowed by the transition
 * table and version unchanged) plus its operation-log entry, in the caller's transaction. Of two
 * concurrent conflicting actions exactly one matches the WHERE clause; the other gets 409.
 */
export async function transitionAssignment(
  tx: Db | Tx,
  operationLog: OperationLog,
  request: TransitionRequest,
): Promise<WarningAssignmentRow> {
  const rule = TRANSITIONS[request.action];
  const allowedFrom: AssignmentState[] =
    request.action === 'feedback' ? [...rule.from, 'WAITING_SECOND_FEEDBACK'] : [...rule.from];
  const to = request.to ?? (rule.to === 'restore' ? request.restoreState : rule.to);
  if (!to) throw new Error(`transition ${request.action} needs a target state`);
  const conditions = [eq(warningAssignment.id, request.assignmentId), inArray(warningAssignment.state, allowedFrom)];
  if (request.expectedVersion !== undefined) conditions.push(eq(warningAssignment.version, request.expectedVersion));

  const current = await tx.select().from(warningAssignment).where(eq(warningAssignment.id, request.assignmentId));
  const before = current[0];
  if (!before) throw warningNotFound();
  const updated = await updateVersioned(
    tx,
    warningAssignment,
    { id: before.id, version: before.version },
    { ...request.patch, state: to },
    and(...conditions),
  );
  if (!updated) {
    if (request.expectedVersion !== undefined && request.expectedVersion !== before.version) throw staleVersion();
    if (!canApply(request.action, before.state)) {
      throw invalidTransition(ASSIGNMENT_STATES[before.state], request.action);
    }
    throw staleVersion();
  }
  await operationLog.record(
    {
      actorType: request.actor.loginType,
      actorId: request.actor.id,
      orgId: request.actor.orgId,
      action: `assignment.${request.action}`,
      entityType: 'warning_assignment',
      entityId: request.assignmentId,
      fromState: before.state,
      toState: to,
      remark: request.remark ?? null,
    },
    tx,
  );
  return updated;
}
