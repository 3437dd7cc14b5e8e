import { and, count, eq, gt, inArray, isNull, sql, sum } from 'drizzle-orm';
import type { StoredFilePurpose } from '@afp/contract';
import { assertRegisteredOwner } from './file-owners.ts';
import type { Db, Tx } from '../../db/client.ts';
import { storedFile, type StoredFileRow } from './file.table.ts';

export type StoredFileInsert = typeof storedFile.$inferInsert;

/** The record of every stored file: who stored it, for what, and what it belongs to. */
export function createStoredFileRepository({ db }: { db: Db }) {
  return {
    async find(key: string): Promise<StoredFileRow | undefined> {
      const [row] = await db.select().from(storedFile).where(eq(storedFile.key, key));
      return row;
    },

    async insert(tx: Db | Tx, row: StoredFileInsert): Promise<void> {
      await tx.insert(storedFile).values(row);
    },

    /** Serialises one account's uploads until the transaction ends, so the quota cannot be raced. */
    async lockUploader(tx: Tx, loginType: string, accountId: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`stored_file:${loginType}:${accountId}`}))`);
    },

    /** Files and bytes an account stored after `since`. */
    async usageSince(tx: Db | Tx, loginType: 'oa' | 'guard' | 'cooperation', accountId: string, since: Date) {
      const [row] = await tx
        .select({ files: count(), bytes: sum(storedFile.size).mapWith(Number) })
        .from(storedFile)
        .where(
          and(
            eq(storedFile.uploaderType, loginType),
            eq(storedFile.uploaderId, accountId),
            gt(storedFile.createdAt, since),
          ),
        );
      return { files: row?.files ?? 0, bytes: row?.bytes ?? 0 };
    },
  };
}
export type StoredFileRepository = ReturnType<typeof createStoredFileRepository>;

/**
 * Attaches unattached files of `purpose` stored by `orgId` to their owner, in the caller's
 * transaction; answers the keys it attached (fewer than asked when some were not attachable).
 */
export async function attachUnowned(
  tx: Db | Tx,
  target: {
    keys: string[];
    purpose: StoredFilePurpose;
    orgId: string;
    ownerType: string;
    ownerId: string;
    now: Date;
  },
): Promise<string[]> {
  if (target.keys.length === 0) return [];
  assertRegisteredOwner(target.ownerType);
  const rows = await tx
    .update(storedFile)
    .set({ ownerType: target.ownerType, ownerId: target.ownerId, attachedAt: target.now })
    .where(
      and(
        inArray(storedFile.key, target.keys),
        eq(storedFile.purpose, target.purpose),
        eq(storedFile.orgId, target.orgId),
        isNull(storedFile.ownerId),
      ),
    )
    .returning({ key: storedFile.key });
  return rows.map((row) => row.key);
}
