import type { Clock } from '../../clock.ts';
import { onCacheInvalidation } from '../../core/cache-invalidation.ts';
import { currentClientAddress, markAudited } from '../../core/audit/index.ts';
import type { ClusterBus } from '../../core/cluster-bus.ts';
import type { Db, Tx } from '../../db/client.ts';
import { operationLog, type LoggedState } from './operation-log.table.ts';

export interface OperationEntry {
  actorType: string;
  actorId: string;
  orgId?: string | null;
  action: string;
  entityType: string;
  entityId: string;
  fromState?: LoggedState | null;
  toState?: LoggedState | null;
  remark?: string | null;
  /** `success` when absent (the row commits with the change); `failure` / `refused` for a recorded attempt that did not happen. */
  result?: 'success' | 'failure' | 'refused';
}

/** Who changed something: a signed-in caller, or the verification acting for its reviewer. */
export interface ChangedBy {
  loginType: string;
  id: string;
  orgId: string | null;
}

/** A change logged by `recordChange`: from → to in the feature's own names (null: a new row). */
export interface LoggedChange {
  action: string;
  entityType: string;
  entityId: string;
  from: LoggedState | null;
  to: LoggedState;
  remark?: string | null;
}

/** The remark of a change: `from → to` (新建 for a new row), then the reason after `：`. */
export const changeRemark = (change: Pick<LoggedChange, 'from' | 'to' | 'remark'>): string =>
  [`${change.from ?? '新建'} → ${change.to}`, change.remark].filter(Boolean).join('：');

export interface LoggedEntry {
  id: number;
  createdAt: Date;
}

// This service is its table's only writer: one insert, no repository needed.
/** Writes the operation log; pass the transaction so the entry lands with the change or not at all. */
export function createOperationLog({
  db,
  clock,
  bus,
  onChange,
}: {
  db: Db;
  clock: Clock;
  bus?: ClusterBus;
  /**
   * Told of every logged change of state in its transaction (identity's todos follow the moves of
   * the entities they stand for); not of notes, which change nothing.
   */
  onChange?: (entity: { entityType: string; entityId: string }, tx: Db | Tx) => Promise<void>;
}) {
  let changes = 0;
  // Another process's change (the table's trigger announces every committed insert) starts a new
  // generation here too; so does a reconnection of the bus, after which changes may have been missed.
  const nextGeneration = () => {
    changes += 1;
  };
  onCacheInvalidation(bus, 'changes', nextGeneration, nextGeneration);
  // An audit row (core/audit): the request's client address, sealed into the chain after the answer.
  async function insert(entry: OperationEntry, tx: Db | Tx): Promise<LoggedEntry> {
    const [logged] = await tx
      .insert(operationLog)
      .values({ ...entry, clientAddress: currentClientAddress(), createdAt: clock.now() })
      .returning({ id: operationLog.id, createdAt: operationLog.createdAt });
    markAudited();
    return logged!;
  }
  return {
    async record(entry: OperationEntry, tx: Db | Tx = db): Promise<void> {
      changes += 1;
      await insert(entry, tx);
      await onChange?.(entry, tx);
    },
    /** Logs a change by `by` (actor and organisation from it), the remark `from → to：reason`. */
    async recordChange(by: ChangedBy, change: LoggedChange, tx: Db | Tx = db): Promise<void> {
      changes += 1;
      const { action, entityType, entityId } = change;
      const actor = { actorType: by.loginType, actorId: by.id, orgId: by.orgId };
      const states = { fromState: change.from, toState: change.to, remark: changeRemark(change) };
      await insert({ ...actor, action, entityType, entityId, ...states }, tx);
      await onChange?.(change, tx);
    },
    /** Logs something done that changes no state (a contact attempt): cached figures stay valid. */
    note: (entry: OperationEntry, tx: Db | Tx = db): Promise<LoggedEntry> => insert(entry, tx),
    /**
     * Grows with every change of state this process makes (each one is logged) and with every
     * change another process commits (heard on the cluster bus), so caches of derived figures
     * (warning, resident and people-control counts, warning statistics) can tell that their
     * answer may be stale. A generation, not per-key messages: one change can move any count.
     */
    generation: (): number => changes,
  };
}
export type OperationLog = ReturnType<typeof createOperationLog>;
