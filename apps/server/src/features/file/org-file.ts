import { isCentre, isInSubtree } from '@afp/contract';
import type { Db } from '../../db/client.ts';
import type { FileOwnerRule } from './file-owners.ts';
import type { FileStorage } from './file-storage.ts';
import { downloadNameOf, sniffContentType } from './file.rules.ts';
import { storedFile } from './file.table.ts';

export interface OrgFile {
  key: string;
  name: string;
  content: Buffer;
  orgId: string;
  orgPath: string;
}

/** An organisation's documents: the centre, and the organisation's subtree. */
export const ORG_FILES: FileOwnerRule = {
  type: 'org',
  maySee: (_db, caller, file) => isCentre(caller) || isInSubtree(caller.orgPath, file.orgPath),
};

/** Stores an organisation's document (seen by that organisation's subtree and the centre) and records it. */
export async function storeOrgFile(db: Db, storage: FileStorage, file: OrgFile, now: Date): Promise<void> {
  const contentType = sniffContentType(file.content);
  if (!contentType) throw new Error(`storeOrgFile: unknown content of ${file.key}`);
  await storage.put(file.key, file.content);
  await db
    .insert(storedFile)
    .values({
      key: file.key,
      purpose: 'org_file',
      name: downloadNameOf(file.name, contentType),
      contentType,
      size: file.content.length,
      orgId: file.orgId,
      orgPath: file.orgPath,
      ownerType: 'org',
      ownerId: file.orgId,
      attachedAt: now,
      createdAt: now,
    })
    .onConflictDoNothing();
}
