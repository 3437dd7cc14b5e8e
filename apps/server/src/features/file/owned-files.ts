import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { storedFile } from './file.table.ts';

/** An object that owns files: its type (named and registered by the owner's feature, `registerFileOwners`) and id. */
export interface FileOwner {
  type: string;
  id: string;
}

const ownedBy = (owner: FileOwner) => and(eq(storedFile.ownerType, owner.type), eq(storedFile.ownerId, owner.id));

/** The files attached to one owner, in the order they were uploaded. */
export const filesOfOwner = (tx: Db | Tx, owner: FileOwner) =>
  tx
    .select({ key: storedFile.key, name: storedFile.name, size: storedFile.size })
    .from(storedFile)
    .where(ownedBy(owner))
    .orderBy(asc(storedFile.createdAt), asc(storedFile.key));

/** Detaches every file of an owner (e.g. refused evidence before new evidence replaces it). */
export const detachFilesOf = (tx: Db | Tx, owner: FileOwner) =>
  tx.update(storedFile).set({ ownerType: null, ownerId: null, attachedAt: null }).where(ownedBy(owner));
