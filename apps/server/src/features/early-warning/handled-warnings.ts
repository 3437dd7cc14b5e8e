import type { Principal } from '../../core/principal.ts';
import type { Tx } from '../../db/client.ts';

/** What a feedback recorded about a warning's handling (no victim data: listeners get only this). */
export interface HandledWarning {
  warningId: string;
  assignmentId: string;
  /** The organisation that handled it. */
  orgId: string;
  isFinal: boolean;
  defrauded: 'NO' | 'YES' | 'UNKNOWN';
  amountLost: string | null;
  fraudTypeCode: string | null;
  handledAt: Date;
  by: Principal;
}
export type HandledWarningListener = (tx: Tx, handled: HandledWarning) => Promise<void>;

/**
 * Listeners of recorded feedbacks, one registry per app (in the shared context): another feature
 * registers in its module's `register` (一案一宣 opens a task for a handled warning with a loss).
 * They run inside the feedback's transaction, so their rows land with the feedback or not at all.
 */
export function createHandledWarnings() {
  const listeners: HandledWarningListener[] = [];
  return {
    register(listener: HandledWarningListener): void {
      listeners.push(listener);
    },
    async notify(tx: Tx, handled: HandledWarning): Promise<void> {
      for (const listener of listeners) await listener(tx, handled);
    },
  };
}
export type HandledWarnings = ReturnType<typeof createHandledWarnings>;
