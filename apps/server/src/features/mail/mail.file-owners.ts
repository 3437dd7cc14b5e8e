import { eq, type SQL } from 'drizzle-orm';
import { mayReceiveMailFor, maySendMail } from '@afp/contract';
import type { Principal } from '../../core/principal.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { FileOwnerRule, OwnedFile } from '../file/index.ts';
import { mail, mailReceipt } from './mail.table.ts';

/**
 * Attachments follow the mail's visibility: who sends for its sender organisation and who receives
 * for its receiving organisations whose receipt is not revoked (not a plain guard, whom the inbox
 * refuses too). A mail's own files are seen by every receiver, a feedback's by its sender and that receiver.
 */
const mayOpenMailFile =
  (receiptsOf: (ownerId: string) => SQL) => async (db: Db | Tx, caller: Principal, file: OwnedFile) => {
    const receipts = await db
      .select({ senderOrgId: mail.senderOrgId, orgId: mailReceipt.orgId, state: mailReceipt.state })
      .from(mailReceipt)
      .innerJoin(mail, eq(mail.id, mailReceipt.mailId))
      .where(receiptsOf(file.ownerId));
    const orgs = new Set([
      ...receipts.map((row) => row.senderOrgId),
      ...receipts.filter((row) => row.state !== 'REVOKED').map((row) => row.orgId),
    ]);
    return orgs.has(caller.orgId) && (maySendMail(caller) || mayReceiveMailFor(caller, caller.orgId));
  };

export const MAIL_FILE_OWNERS: FileOwnerRule[] = [
  { type: 'mail', maySee: mayOpenMailFile((mailId) => eq(mailReceipt.mailId, mailId)) },
  { type: 'mail_feedback', maySee: mayOpenMailFile((receiptId) => eq(mailReceipt.id, receiptId)) },
];
