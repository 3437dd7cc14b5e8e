import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idempotentRequest, type IdempotentRequestRow } from './idempotency.table.ts';

export interface IdempotencyClaim {
  caller: string;
  key: string;
  requestHash: string;
}

/** The idempotency store: claim a key, record its answer, or give it up. */
export function createIdempotencyRepository({ db }: { db: Db }) {
  const row = (claim: Pick<IdempotencyClaim, 'caller' | 'key'>) =>
    and(eq(idempotentRequest.caller, claim.caller), eq(idempotentRequest.key, claim.key));

  return {
    /** Claims the key for this request, or answers the row that holds it already. */
    async claim(claim: IdempotencyClaim, now: Date): Promise<IdempotentRequestRow | 'claimed'> {
      const inserted = await db
        .insert(idempotentRequest)
        .values({ ...claim, createdAt: now })
        .onConflictDoNothing()
        .returning({ key: idempotentRequest.key });
      if (inserted.length > 0) return 'claimed';
      const [existing] = await db.select().from(idempotentRequest).where(row(claim));
      // Deleted between the two statements (released after a failure): claim it again.
      return existing ?? this.claim(claim, now);
    },

    /** Takes over a key whose row is expired or abandoned; false when another request was faster. */
    async reclaim(claim: IdempotencyClaim, seen: IdempotentRequestRow, now: Date): Promise<boolean> {
      const taken = await db
        .update(idempotentRequest)
        .set({ requestHash: claim.requestHash, statusCode: null, answer: null, createdAt: now })
        .where(and(row(claim), eq(idempotentRequest.createdAt, seen.createdAt)))
        .returning({ key: idempotentRequest.key });
      return taken.length > 0;
    },

    async complete(claim: IdempotencyClaim, statusCode: number, answer: string): Promise<void> {
      await db
        .update(idempotentRequest)
        .set({ statusCode, answer })
        .where(and(row(claim), isNull(idempotentRequest.statusCode)));
    },

    /** Gives the key up (the request failed on our side), so a retry is handled afresh. */
    async release(claim: IdempotencyClaim): Promise<void> {
      await db.delete(idempotentRequest).where(and(row(claim), isNull(idempotentRequest.statusCode)));
    },

    async deleteOlderThan(cutoff: Date): Promise<void> {
      await db.delete(idempotentRequest).where(lt(idempotentRequest.createdAt, cutoff));
    },
  };
}
export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
