import { DOWNLOAD_TICKET_TTL_MS, ERROR_CODES } from '@afp/contract';
import type { Clock } from '../../clock.ts';
import type { Principal } from '../../core/principal.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { newToken, sha256 } from '../../secrets.ts';
import type { FileStorage } from './file-storage.ts';
import type { DownloadTicketRepository } from './file.repository.ts';
import { contentDisposition, contentTypeOf, isSafeStorageKey } from './file.rules.ts';

const refusedType = () => badRequest('当前类型文件暂不支持预览', ERROR_CODES.fileTypeRefused);

export function createFileService({
  tickets,
  clock,
  storage,
}: {
  tickets: DownloadTicketRepository;
  clock: Clock;
  storage: FileStorage;
}) {
  return {
    /** A single-use ticket valid for one minute, to put in a file URL instead of the session token. */
    async issueTicket(caller: Principal, key: string, name: string) {
      if (!isSafeStorageKey(key)) throw badRequest('文件地址不合法');
      if (!contentTypeOf(name) || !contentTypeOf(key)) throw refusedType();
      const ticket = newToken();
      const expiresAt = new Date(clock.now().getTime() + DOWNLOAD_TICKET_TTL_MS);
      await tickets.insert({
        ticketHash: sha256(ticket),
        fileKey: key,
        fileName: name,
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
      if (!redeemed) throw new AppError(401, ERROR_CODES.ticketInvalid, '下载链接已失效,请重新打开');
      const contentType = contentTypeOf(redeemed.fileName);
      if (!contentType) throw refusedType();
      const file = await storage.open(key);
      if (!file) throw notFound('文件不存在');
      return {
        ...file,
        contentType,
        disposition: contentDisposition(redeemed.fileName, inline),
      };
    },
  };
}
export type FileService = ReturnType<typeof createFileService>;
