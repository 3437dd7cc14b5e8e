import type { VerifiableKind } from '@afp/contract';
import type { Account } from '../../core/principal.ts';
import type { Db, Tx } from '../../db/client.ts';

/** Who moved an item: the caller (any login type) as the hooks and the log see them. */
export type VerificationActor = Pick<Account, 'loginType' | 'id' | 'name' | 'orgId'>;

/** What the verify/review detail page shows of a subject: labelled lines and its own page. */
export interface SubjectDescription {
  lines: { label: string; value: string }[];
  /** A web route with its query (`/pages/…?id=…`), or null. */
  link: string | null;
}

/**
 * A feature whose items are verified registers its kind once. The hooks run inside the
 * transaction that moves the item, so the subject and the item change together or not at all;
 * a hook that throws (an `AppError`) undoes the move.
 */
export interface VerifiableKindHooks {
  kind: VerifiableKind;
  /** 复核通过: the subject is verified now. */
  onReviewed(tx: Tx, subjectId: string, by: VerificationActor): Promise<void>;
  /** Refused at either stage: the subject goes back to its submitter with the reason. */
  onRefused(tx: Tx, subjectId: string, reason: string, by: VerificationActor): Promise<void>;
  /** Lines and link of each subject for the detail page; the item's title alone when absent. */
  describe?(db: Db, subjectIds: string[]): Promise<Map<string, SubjectDescription>>;
}

/**
 * The kinds' hooks, one registry per app (in the shared context), so a module registers its kind
 * in its own `register`, before or after the verification module: hooks are looked up when an
 * item moves, never at start. A kind nobody registered still lists, shows its title and moves.
 */
export function createVerifiableKinds() {
  const hooks = new Map<VerifiableKind, VerifiableKindHooks>();
  return {
    register(kindHooks: VerifiableKindHooks): void {
      if (hooks.has(kindHooks.kind)) throw new Error(`Verifiable kind ${kindHooks.kind} registered twice`);
      hooks.set(kindHooks.kind, kindHooks);
    },
    of: (kind: VerifiableKind): VerifiableKindHooks | undefined => hooks.get(kind),
    /** The subject's description, or none (the detail shows the title only). */
    async describe(db: Db, kind: VerifiableKind, subjectId: string): Promise<SubjectDescription | undefined> {
      const kindHooks = hooks.get(kind);
      if (!kindHooks?.describe) return undefined;
      return (await kindHooks.describe(db, [subjectId])).get(subjectId);
    },
  };
}
export type VerifiableKinds = ReturnType<typeof createVerifiableKinds>;
