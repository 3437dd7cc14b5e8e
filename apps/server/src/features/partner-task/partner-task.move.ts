import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Principal } from '../../core/principal.ts';
import type { Db, Tx } from '../../db/client.ts';
import { updateAtVersion } from '../../db/versioned-update.ts';
import type { AppError } from '../../http/errors.ts';
import type { OperationLog } from '../operation-log/index.ts';
import { canMovePartnerTask, type PartnerTaskTransitions } from './partner-task.rules.ts';

/** A table of partner tasks: versioned rows with a state. */
export type PartnerTaskTable = PgTable & { id: PgColumn; version: PgColumn; state: PgColumn };

/**
 * What a source of partner tasks (cooperation tasks, order tasks) declares once: its table, its
 * transition table and state labels, how its moves are logged and the 409s it answers.
 */
export interface PartnerTaskSource<Action extends string, State extends string> {
  table: PartnerTaskTable;
  transitions: PartnerTaskTransitions<Action, State>;
  stateLabels: Record<State, string>;
  /** The operation log's `entity_type` of a task, and the prefix of its actions (`<prefix>.<action>`). */
  entityType: string;
  actionPrefix: string;
  /** What an action is called in a 409's message. */
  actionNames: Record<Action, string>;
  staleVersion: () => AppError;
  invalidTransition: (state: State, actionName: string) => AppError;
}

/**
 * The one way a partner task changes state, inside the caller's transaction: 409 illegal when the
 * task as read (at the version the caller saw) is in a state the action does not allow; else the
 * update at that version — unchanged version, unchanged state — or 409 stale when it moved on
 * meanwhile; then the log row (`A → B`, with `subject：` before it and `：remark` after it).
 */
export async function movePartnerTask<Action extends string, State extends string, Row extends object>(
  tx: Db | Tx,
  source: PartnerTaskSource<Action, State>,
  change: {
    task: { id: string; state: State; version: number };
    action: Action;
    version: number;
    patch?: Partial<Row>;
    by: Principal;
    operationLog: OperationLog;
    subject?: string;
    remark?: string;
  },
): Promise<Row> {
  const rule = source.transitions[change.action];
  if (
    change.task.version === change.version &&
    !canMovePartnerTask(source.transitions, change.action, change.task.state)
  )
    throw source.invalidTransition(change.task.state, source.actionNames[change.action]);
  const moved = (await updateAtVersion(tx, source.table, change.task.id, change.version, {
    ...change.patch,
    state: rule.to,
  })) as Row | undefined;
  if (!moved) throw source.staleVersion();
  const transition = `${source.stateLabels[change.task.state]} → ${source.stateLabels[rule.to]}`;
  await change.operationLog.record(
    {
      actorType: change.by.loginType,
      actorId: change.by.id,
      orgId: change.by.orgId,
      action: `${source.actionPrefix}.${change.action}`,
      entityType: source.entityType,
      entityId: change.task.id,
      fromState: change.task.state,
      toState: rule.to,
      remark: `${change.subject ? `${change.subject}：` : ''}${transition}${change.remark ? `：${change.remark}` : ''}`,
    },
    tx,
  );
  return moved;
}
