import { and, count, eq, gt, inArray, isNull, sql, sum } from 'drizzle-orm';
import type { StoredFileOwnerType, StoredFilePurpose } from '@afp/contract';
import type { Principal } from '../../core/principal.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  controlVisit,
  cooperationFeedback,
  cooperationOrderTask,
  cooperationTask,
  cooperationTaskStep,
  mail,
  mailReceipt,
  warningFeedback,
} from '../../db/schema.ts';
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

    /** The assignment a warning feedback was given on (read through the schema index). */
    async assignmentOfFeedback(feedbackId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ assignmentId: warningFeedback.assignmentId })
        .from(warningFeedback)
        .where(eq(warningFeedback.id, feedbackId));
      return row?.assignmentId;
    },

    /**
     * The organisations that may open a mail attachment: for the mail's own files, its sender and
     * every receiving organisation whose receipt is not revoked; for a feedback's, the sender and that receiver.
     */
    async mailOrgsOfAttachment(ownerType: 'mail' | 'mail_feedback', ownerId: string): Promise<string[]> {
      const receipts = await db
        .select({ senderOrgId: mail.senderOrgId, orgId: mailReceipt.orgId, state: mailReceipt.state })
        .from(mailReceipt)
        .innerJoin(mail, eq(mail.id, mailReceipt.mailId))
        .where(ownerType === 'mail' ? eq(mailReceipt.mailId, ownerId) : eq(mailReceipt.id, ownerId));
      const receivers = receipts.filter((row) => row.state !== 'REVOKED').map((row) => row.orgId);
      return [...new Set([...receipts.map((row) => row.senderOrgId), ...receivers])];
    },

    /**
     * An OA order's files (read through the schema index): oa staff whose subtree issued the order;
     * partners with a task of it (not withdrawn) for the order's own files, the task's partner for its feedback.
     */
    async mayOpenOrderFile(
      caller: Pick<Principal, 'loginType' | 'orgId' | 'orgPath'>,
      ownerType: 'cooperation_order' | 'cooperation_order_feedback',
      ownerId: string,
    ): Promise<boolean> {
      const tasks = await db
        .select({
          partnerOrgId: cooperationOrderTask.partnerOrgId,
          state: cooperationOrderTask.state,
          orgPath: cooperationOrderTask.orgPath,
        })
        .from(cooperationOrderTask)
        .where(
          ownerType === 'cooperation_order'
            ? eq(cooperationOrderTask.orderId, ownerId)
            : eq(cooperationOrderTask.id, ownerId),
        );
      if (caller.loginType === 'oa') return tasks.some((task) => task.orgPath.startsWith(caller.orgPath));
      return (
        caller.loginType === 'cooperation' &&
        tasks.some((task) => task.partnerOrgId === caller.orgId && task.state !== 'WITHDRAWN')
      );
    },

    /**
     * A cooperation task's files (read through the schema index): the task's partner, and oa staff
     * whose subtree issued it. Task attachments belong to the batch, feedback photos to a feedback,
     * paperwork to a step.
     */
    async mayOpenCooperationTaskFile(
      caller: Pick<Principal, 'loginType' | 'orgId' | 'orgPath'>,
      ownerType: 'cooperation_task' | 'cooperation_feedback' | 'cooperation_step',
      ownerId: string,
    ): Promise<boolean> {
      const taskIds =
        ownerType === 'cooperation_feedback'
          ? db
              .select({ id: cooperationFeedback.taskId })
              .from(cooperationFeedback)
              .where(eq(cooperationFeedback.id, ownerId))
          : db
              .select({ id: cooperationTaskStep.taskId })
              .from(cooperationTaskStep)
              .where(eq(cooperationTaskStep.id, ownerId));
      const tasks = await db
        .select({
          partnerOrgId: cooperationTask.partnerOrgId,
          issuerOrgPath: cooperationTask.issuerOrgPath,
          state: cooperationTask.state,
        })
        .from(cooperationTask)
        .where(
          ownerType === 'cooperation_task'
            ? eq(cooperationTask.batchId, ownerId)
            : inArray(cooperationTask.id, taskIds),
        );
      if (caller.loginType === 'oa') return tasks.some((task) => task.issuerOrgPath.startsWith(caller.orgPath));
      // A partner loses a task's files with its withdrawal.
      return (
        caller.loginType === 'cooperation' &&
        tasks.some((task) => task.partnerOrgId === caller.orgId && task.state !== 'WITHDRAWN')
      );
    },

    /** The organisation path of the person a control visit is about (read through the schema index). */
    async personPathOfControlVisit(visitId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ orgPath: controlVisit.orgPath })
        .from(controlVisit)
        .where(eq(controlVisit.id, visitId));
      return row?.orgPath;
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
    ownerType: StoredFileOwnerType;
    ownerId: string;
    now: Date;
  },
): Promise<string[]> {
  if (target.keys.length === 0) return [];
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
