import { DOWNLOAD_TICKET_TTL_MS, ERROR_CODES } from '@afp/contract';
import type { Clock } from '../../clock.ts';
import type { Principal } from '../../core/principal.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { newToken, sha256 } from '../../secrets.ts';
import { mayOwnerShow } from './file-owners.ts';
import type { FileStorage } from './file-storage.ts';
import type { DownloadTicketRepository } from './file.repository.ts';
import { contentDisposition, isSafeStorageKey } from './file.rules.ts';
import type { StoredFileRow } from './file.table.ts';
import type { StoredFileRepository } from './stored-file.repository.ts';

// One answer for a missing file and a file the caller may not see: no existence oracle.
const fileNotFound = () => notFound('文件不存在');

interface Deps {
  db: Db;
  tickets: DownloadTicketRepository;
  files: StoredFileRepository;
  clock: Clock;
  storage: FileStorage;
}

export function createFileService({ db, tickets, files, clock, storage }: Deps) {
  /** Whether the caller may see what the file belongs to: its owner type's registered rule. */
  async function maySee(caller: Principal, file: StoredFileRow): Promise<boolean> {
    if (file.ownerType === null || file.ownerId === null) {
      // Uploaded but not attached yet: only the uploader.
      return file.uploaderType === caller.loginType && file.uploaderId === caller.id;
    }
    return mayOwnerShow(db, caller, { ownerType: file.ownerType, ownerId: file.ownerId, orgPath: file.orgPath });
  }

  return {
    /**
     * A single-use ticket valid for one minute, to put in a file URL instead of the session token;
     * only for a recorded file whose owner the caller may see. The client's name is not used.
     */
    async issueTicket(caller: Principal, key: string) {
      if (!isSafeStorageKey(key)) throw badRequest('文件地址不合法');
      const file = await files.find(key);
      if (!file || !(await maySee(caller, file))) throw fileNotFound();
      const ticket = newToken();
      const expiresAt = new Date(clock.now().getTime() + DOWNLOAD_TICKET_TTL_MS);
      await tickets.insert({
        ticketHash: sha256(ticket),
        fileKey: key,
        fileName: file.name,
        loginType: caller.loginType,
        accountId: caller.id,
        expiresAt,
      });
      return { ticket, expiresAt: expiresAt.toISOString() };
    },

    /** Redeems a ticket for the file it was issued for; a used, expired or foreign ticket is refused. */
    async download(key: string, ticket: string, inline: boolean) {
      const now = clock.now();
      const redeemed = await tickets.redeem(sha256(ticket), key, now);
      if (!redeemed) throw new AppError(401, ERROR_CODES.ticketInvalid, '下载链接已失效，请重新打开');
      // Type and name from the record (type detected from the bytes at upload), never from the URL.
      const record = await files.find(key);
      const file = record ? await storage.open(key) : undefined;
      if (!record || !file) throw fileNotFound();
      return {
        ...file,
        contentType: record.contentType,
        disposition: contentDisposition(record.name, inline),
      };
    },
  };
}
export type FileService = ReturnType<typeof createFileService>;
