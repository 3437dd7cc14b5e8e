import type { Clock } from '../../clock.ts';
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
}

export interface LoggedEntry {
  id: number;
  createdAt: Date;
}

// This service is its table's only writer: one insert, no repository needed.
/** Writes the operation log; pass the transaction so the entry lands with the change or not at all. */
export function createOperationLog({ db, clock }: { db: Db; clock: Clock }) {
  let changes = 0;
  async function insert(entry: OperationEntry, tx: Db | Tx): Promise<LoggedEntry> {
    const [logged] = await tx
      .insert(operationLog)
      .values({ ...entry, createdAt: clock.now() })
      .returning({ id: operationLog.id, createdAt: operationLog.createdAt });
    return logged!;
  }
  return {
    async record(entry: OperationEntry, tx: Db | Tx = db): Promise<void> {
      changes += 1;
      await insert(entry, tx);
    },
    /** Logs something done that changes no state (a contact attempt): cached figures stay valid. */
    note: (entry: OperationEntry, tx: Db | Tx = db): Promise<LoggedEntry> => insert(entry, tx),
    /**
     * Grows with every change of state this process makes (each one is logged), so caches of
     * derived figures can tell that their answer may be stale.
     */
    generation: (): number => changes,
  };
}
export type OperationLog = ReturnType<typeof createOperationLog>;
