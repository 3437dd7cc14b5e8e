import type { Principal } from '../../core/principal.ts';
import type { Db, Tx } from '../../db/client.ts';

/** A stored file as an owner's rule sees it: the owner's id and the uploading organisation's path. */
export interface OwnedFile {
  ownerId: string;
  /** The organisation that stored the file (the uploader's). */
  orgPath: string;
}

/**
 * What a feature declares for each kind of its objects that owns files: the owner type it stores
 * in `stored_file.owner_type`, and who may see — and so download — the files of one such object.
 * The rule reads through `db` (the caller's transaction when there is one).
 */
export interface FileOwnerRule {
  type: string;
  maySee(db: Db | Tx, caller: Principal, file: OwnedFile): Promise<boolean> | boolean;
}

/**
 * The owner types and their rules. A feature registers its declarations in its module's
 * `register` (the same declaration again is no change: every app built in a process registers
 * them); the file feature knows none of them. A file of a type nobody registered is seen by
 * nobody, and nothing can be attached to such an owner.
 */
const rules = new Map<string, FileOwnerRule>();

export function registerFileOwners(...declared: readonly FileOwnerRule[]): void {
  for (const rule of declared) {
    const known = rules.get(rule.type);
    if (known && known !== rule) throw new Error(`File owner type ${rule.type} registered twice`);
    rules.set(rule.type, rule);
  }
}

/** Whether the caller may see the files of the owner; false for a type nobody registered. */
export async function mayOwnerShow(
  db: Db | Tx,
  caller: Principal,
  file: OwnedFile & { ownerType: string },
): Promise<boolean> {
  const rule = rules.get(file.ownerType);
  return rule ? rule.maySee(db, caller, file) : false;
}

/** Attaching to an owner nobody registered is a programming error: its files could never be opened. */
export function assertRegisteredOwner(type: string): void {
  if (!rules.has(type)) throw new Error(`File owner type ${type} is not registered (registerFileOwners)`);
}
