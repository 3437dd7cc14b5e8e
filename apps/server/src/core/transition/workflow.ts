import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ERROR_CODES } from '@afp/contract';
import type { Db, Tx } from '../../db/client.ts';
import type { OperationLog } from '../../features/operation-log/index.ts';
import { AppError, conflict } from '../../http/errors.ts';
import { updateVersioned, type VersionedTable } from './versioned-update.ts';

/** A table whose rows move through a workflow: an id, a version and a state column (`stateKey`). */
export type WorkflowTable = VersionedTable & { id: PgColumn };

/** One row of a transition table: the states an action may start from and the state it leads to. */
export interface StateMove<S extends string> {
  readonly from: readonly S[];
  readonly to: S;
}

export interface WorkflowDeclaration<T extends WorkflowTable, S extends string, A extends string> {
  /** The operation log's `entity_type` of this workflow's rows. */
  entityType: string;
  table: T;
  /** The contract's state constant (state → label): the states that exist and their names. */
  states: Readonly<Record<S, string>>;
  /** The transition table: action → states it may start from → state it leads to. */
  actions: Readonly<Record<A, StateMove<S>>>;
  /** The log row's action; default `<entityType>.<action>`. */
  logAction?: (action: A) => string;
  /** The state column's property when it is not `state` (a circle member's `status`). */
  stateKey?: string;
  /**
   * The log row's remark: the mover's remark as given (default), `已读 → 已签收` ('labelled') or
   * `READ → SIGNED` ('keyed'), either plus `：<remark>` when one is given.
   */
  logRemark?: 'as-given' | 'labelled' | 'keyed';
  /** The 409 for an action the row's state does not allow; default `当前状态（…）不能<action>`. */
  illegal?: (state: S, action: A) => AppError;
  /** The 409 when the row moved on since the mover read it; default 数据已被他人修改. */
  stale?: () => AppError;
}

/** A workflow declared once: its table, states, transition table, log names and 409 answers. */
export interface Workflow<T extends WorkflowTable, S extends string, A extends string> extends Required<
  Omit<WorkflowDeclaration<T, S, A>, 'logAction'>
> {
  logAction: (action: A) => string;
  /** Whether `action` may start from `state` (for the buttons a detail offers). */
  can(action: A, state: S): boolean;
}

export function defineWorkflow<T extends WorkflowTable, S extends string, A extends string>(
  declaration: WorkflowDeclaration<T, S, A>,
): Workflow<T, S, A> {
  const { entityType, states, actions } = declaration;
  return {
    logRemark: 'as-given',
    stateKey: 'state',
    illegal: (state) => new AppError(409, ERROR_CODES.invalidTransition, `当前状态（${states[state]}）不能此操作`),
    stale: () => conflict(),
    ...declaration,
    logAction: declaration.logAction ?? ((action) => `${entityType}.${action}`),
    can: (action, state) => actions[action].from.includes(state),
  };
}

/** Who moves a row: written to the log as actor type, actor and (by default) organisation. */
export interface Mover {
  loginType: string;
  id: string;
  orgId: string | null;
}

export interface MoveOptions<T extends WorkflowTable> {
  by: Mover;
  log: OperationLog;
  /** The version the caller saw (the request's); default the row's own. */
  version?: number;
  /** Other columns changed with the state. */
  patch?: Partial<T['$inferInsert']>;
  /**
   * The log row's remark; as a function, work done in the same move after the update (e.g. rows
   * added with it) whose answer names the log line.
   */
  remark?: string | null | ((moved: T['$inferSelect']) => Promise<string>);
  /** The organisation the log row names; default the mover's. */
  orgId?: string | null;
}

type Moving<S extends string> = { id: string; version: number; state: S };

const stateColumnOf = (workflow: { table: WorkflowTable; stateKey: string }): PgColumn => {
  const column = (workflow.table as unknown as Record<string, PgColumn | undefined>)[workflow.stateKey];
  if (!column) throw new Error(`workflow table has no state column ${workflow.stateKey}`);
  return column;
};

function remarkOf<S extends string>(
  workflow: Pick<Workflow<WorkflowTable, S, never>, 'states' | 'logRemark'>,
  from: S,
  to: S,
  remark?: string | null,
) {
  if (workflow.logRemark === 'as-given') return remark ?? null;
  const transition =
    workflow.logRemark === 'keyed' ? `${from} → ${to}` : `${workflow.states[from]} → ${workflow.states[to]}`;
  return remark ? `${transition}：${remark}` : transition;
}

const logMove = <S extends string, A extends string>(
  tx: Db | Tx,
  workflow: Workflow<WorkflowTable, S, A>,
  row: { id: string; state: S },
  action: A,
  options: Omit<MoveOptions<WorkflowTable>, 'version' | 'patch' | 'remark'> & { remark?: string | null },
) => {
  const to = workflow.actions[action].to;
  return options.log.record(
    {
      actorType: options.by.loginType,
      actorId: options.by.id,
      orgId: options.orgId === undefined ? options.by.orgId : options.orgId,
      action: workflow.logAction(action),
      entityType: workflow.entityType,
      entityId: row.id,
      fromState: row.state,
      toState: to,
      remark: remarkOf(workflow, row.state, to, options.remark),
    },
    tx,
  );
};

/**
 * The one way a workflow's row changes state, in the caller's transaction: the action must be
 * allowed from the row's state (else the workflow's 409 illegal), the UPDATE holds only at the
 * version the caller saw and the state it read (else 409 stale), and the move is logged from → to.
 * Of two concurrent moves exactly one matches; nothing is written for the other.
 */
export async function move<T extends WorkflowTable, S extends string, A extends string>(
  tx: Db | Tx,
  workflow: Workflow<T, S, A>,
  row: Moving<S>,
  action: A,
  options: MoveOptions<T>,
): Promise<T['$inferSelect']> {
  const version = options.version ?? row.version;
  const rule = workflow.actions[action];
  if (version === row.version && !workflow.can(action, row.state)) throw workflow.illegal(row.state, action);
  const table: WorkflowTable = workflow.table;
  const state = stateColumnOf(workflow);
  const moved = await updateVersioned(
    tx,
    workflow.table,
    { id: row.id, version },
    { ...options.patch, [workflow.stateKey]: rule.to } as Partial<T['$inferInsert']>,
    inArray(state, [...rule.from]),
  );
  if (!moved) {
    // Illegal only if the row is still as the caller saw it; anything else moved on meanwhile.
    const [current] = (await tx.select({ state, version: table.version }).from(table).where(eq(table.id, row.id))) as {
      state: S;
      version: number;
    }[];
    if (current && current.version === version && !workflow.can(action, current.state))
      throw workflow.illegal(current.state, action);
    throw workflow.stale();
  }
  const remark = typeof options.remark === 'function' ? await options.remark(moved) : options.remark;
  await logMove(tx, workflow as unknown as Workflow<WorkflowTable, S, A>, row, action, { ...options, remark });
  return moved;
}

/**
 * Moves every row matching `where` whose state allows `action` (a mail's receipts on revoke), each
 * at its current version and each logged; answers the moved rows as they were before the move.
 */
export async function moveAll<T extends WorkflowTable, S extends string, A extends string>(
  tx: Db | Tx,
  workflow: Workflow<T, S, A>,
  where: SQL,
  action: A,
  options: Omit<MoveOptions<T>, 'version' | 'remark'> & { remark?: string | null },
): Promise<T['$inferSelect'][]> {
  const table: WorkflowTable = workflow.table;
  const state = stateColumnOf(workflow);
  const rule = workflow.actions[action];
  const before = (await tx
    .select()
    .from(table)
    .where(and(where, inArray(state, [...rule.from])))
    .for('update')) as (T['$inferSelect'] & { id: string })[];
  if (before.length === 0) return [];
  await tx
    .update(table)
    .set({ ...options.patch, [workflow.stateKey]: rule.to, version: sql`${table.version} + 1` })
    .where(
      inArray(
        table.id,
        before.map((row) => row.id),
      ),
    );
  for (const row of before)
    await logMove(
      tx,
      workflow as unknown as Workflow<WorkflowTable, S, A>,
      { id: row.id, state: (row as Record<string, unknown>)[workflow.stateKey] as S },
      action,
      options,
    );
  return before;
}
