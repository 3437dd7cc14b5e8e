import { defineWorkflow, move, type Workflow, type WorkflowTable } from '../../core/transition/index.ts';
import type { Principal } from '../../core/principal.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { AppError } from '../../http/errors.ts';
import type { OperationLog } from '../operation-log/index.ts';
import type { PartnerTaskTransitions } from './partner-task.rules.ts';

/** A table of partner tasks: versioned rows with a state. */
export type PartnerTaskTable = WorkflowTable;

/** A source of partner tasks (cooperation tasks, order tasks) as core/transition's workflow. */
export type PartnerTaskSource<T extends PartnerTaskTable, Action extends string, State extends string> = Workflow<
  T,
  State,
  Action
>;

/**
 * Declares a source of partner tasks once: its table, transition table and state labels, how its
 * moves are logged (`<actionPrefix>.<action>` on `entityType`) and the 409s it answers (an action
 * is named by `actionNames` in the illegal one).
 */
export function definePartnerTaskSource<
  T extends PartnerTaskTable,
  Action extends string,
  State extends string,
>(declaration: {
  table: T;
  transitions: PartnerTaskTransitions<Action, State>;
  stateLabels: Record<State, string>;
  entityType: string;
  actionPrefix: string;
  actionNames: Record<Action, string>;
  staleVersion: () => AppError;
  invalidTransition: (state: State, actionName: string) => AppError;
}): PartnerTaskSource<T, Action, State> {
  return defineWorkflow({
    entityType: declaration.entityType,
    table: declaration.table,
    states: declaration.stateLabels,
    actions: declaration.transitions,
    logAction: (action) => `${declaration.actionPrefix}.${action}`,
    // The remark is composed by movePartnerTask (the subject before the transition).
    logRemark: 'as-given',
    illegal: (state, action) => declaration.invalidTransition(state, declaration.actionNames[action]),
    stale: declaration.staleVersion,
  });
}

/**
 * The one way a partner task changes state, inside the caller's transaction (core/transition's
 * `move`: 409 illegal / stale, the update at the version seen, the log row). The log's remark reads
 * `A → B`, with `subject：` before it and `：remark` after it when given.
 */
export function movePartnerTask<T extends PartnerTaskTable, Action extends string, State extends string>(
  tx: Db | Tx,
  source: PartnerTaskSource<T, Action, State>,
  change: {
    task: { id: string; state: State; version: number };
    action: Action;
    version: number;
    patch?: Partial<T['$inferInsert']>;
    by: Principal;
    operationLog: OperationLog;
    subject?: string;
    remark?: string;
  },
): Promise<T['$inferSelect']> {
  const transition = `${source.states[change.task.state]} → ${source.states[source.actions[change.action].to]}`;
  return move(tx, source, change.task, change.action, {
    by: change.by,
    log: change.operationLog,
    version: change.version,
    patch: change.patch,
    remark: `${change.subject ? `${change.subject}：` : ''}${transition}${change.remark ? `：${change.remark}` : ''}`,
  });
}
