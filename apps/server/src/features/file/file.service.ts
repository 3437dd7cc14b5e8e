import {
  DOWNLOAD_TICKET_TTL_MS,
  ERROR_CODES,
  isCentre,
  isInSubtree,
  mayReceiveMailFor,
  maySendMail,
} from '@afp/contract';
import type { Clock } from '../../clock.ts';
import { findAssignmentInScope } from '../../core/assignment/index.ts';
import type { Principal } from '../../core/principal.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { newToken, sha256 } from '../../secrets.ts';
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
  /** Whether the caller may see what the file belongs to. */
  async function maySee(caller: Principal, file: StoredFileRow): Promise<boolean> {
    if (file.ownerType === null || file.ownerId === null) {
      // Uploaded but not attached yet: only the uploader.
      return file.uploaderType === caller.loginType && file.uploaderId === caller.id;
    }
    switch (file.ownerType) {
      case 'warning_feedback': {
        // Whoever may see the warning's assignment the feedback was given on (the subtree rule).
        const assignmentId = await files.assignmentOfFeedback(file.ownerId);
        return (
          assignmentId !== undefined && (await findAssignmentInScope(db, assignmentId, caller.orgPath)) !== undefined
        );
      }
      case 'org':
        return isCentre(caller) || isInSubtree(caller.orgPath, file.orgPath);
      case 'mail':
      case 'mail_feedback':
        // Attachments follow the mail's visibility: who sends for its sender organisation and who
        // receives for its receiving organisations (not a plain guard, whom the inbox refuses too).
        return (
          (await files.mailOrgsOfAttachment(file.ownerType, file.ownerId)).includes(caller.orgId) &&
          (maySendMail(caller) || mayReceiveMailFor(caller, caller.orgId))
        );
      case 'cooperation_order':
      case 'cooperation_order_feedback':
        // An order's files: the issuing subtree (oa), and the partners it was sent to (their own task's files for feedback).
        return files.mayOpenOrderFile(caller, file.ownerType, file.ownerId);
      case 'cooperation_task':
      case 'cooperation_feedback':
      case 'cooperation_step':
        // A cooperation task's files: the partner it was issued to, and oa staff whose subtree issued it.
        return files.mayOpenCooperationTaskFile(caller, file.ownerType, file.ownerId);
      case 'ledger_entry':
        // Ledger evidence 台账: oa staff over the uploading organisation (the verifiers above it included).
        return caller.loginType === 'oa' && isInSubtree(file.orgPath, caller.orgPath);
      case 'control_feedback': {
        // Whoever may see the controlled person the visit was about (the subtree rule).
        const personPath = await files.personPathOfControlVisit(file.ownerId);
        return personPath !== undefined && isInSubtree(personPath, caller.orgPath);
      }
      case 'publicity_content':
        // The publicity library is for everyone signed in (it is what guards hand out).
        return true;
      case 'publicity_record':
      case 'case_publicity':
        // Publicity photos: the uploading organisation's subtree readers (its team, those above, verifiers of the centre).
        return isInSubtree(file.orgPath, caller.orgPath);
      case 'preach_appointment':
        // A session's photos: the guard's organisation and those above it (its admins, the verifiers).
        return isInSubtree(file.orgPath, caller.orgPath);
      case 'speech_chapter':
        // The speech classroom's courses are for everyone signed in.
        return true;
    }
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
