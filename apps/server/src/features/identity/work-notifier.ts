import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { chinaDayOf, type NoticeKind } from '@afp/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import { z } from 'zod';
import { defineJob, type Jobs } from '../../core/jobs/index.ts';
import type { Db, Tx } from '../../db/client.ts';
import { loggableError } from '../../http/loggable-error.ts';
import { createNoticeRepository, orgNotice } from '../notice/index.ts';
import { IdentityProviderError } from './identity-provider.ts';
import { WORK_NOTICE_DAILY_CAP, type WorkNoticeSender } from './work-notice-sender.ts';
import { createWorkNoticeRepository, type DeliveryKey } from './work-notice.repository.ts';

export interface WorkMessage {
  kind: NoticeKind;
  text: string;
  warningId?: string | null;
  assignmentId?: string | null;
}

/** Work notices 工作通知 to the people of an organisation through the workplace app (DESIGN §4.1). */
export interface WorkNotifier {
  /**
   * Stores the notice (and its delivery to the workplace app, a job) in `tx` when given: the
   * business change, the notice and its delivery commit together or not at all (the outbox).
   */
  notify(orgId: string, message: WorkMessage, tx?: Db | Tx): Promise<void>;
}

/** One stored notice to hand to the workplace app. */
export const deliverWorkNotice = { name: 'work-notice.deliver', payload: z.object({ noticeId: z.string() }) };

/** A send the vendor did not accept: its users were released; the job is retried with backoff. */
class WorkNoticeNotSent extends Error {}

/**
 * Stores the notice (org_notice: the in-app list is the source of truth) and enqueues its delivery
 * in the same transaction. The delivery job sends it as a work notice to the organisation's members
 * bound to the configured app, in the vendor's batches, skipping users who got the same content
 * today or reached the daily cap; a batch the vendor refuses is released and the job retried with
 * backoff (core/jobs), so a vendor outage delays a notice and a crash loses none. Without an app it
 * only logs. The business action never waits for the vendor.
 */
export function createWorkNotifier({
  db,
  clock,
  log,
  sender,
  jobs,
}: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  sender?: WorkNoticeSender;
  jobs: Jobs;
}): WorkNotifier {
  const deliveries = createWorkNoticeRepository({ db });
  // Vendor errors name the call and the vendor's code, never a token; database errors lose their parameters.
  const reasonOf = (error: unknown) =>
    error instanceof IdentityProviderError ? error.message : loggableError(error, log);
  const warnNotSent = (error: unknown, fields: Record<string, unknown>) =>
    log.warn({ ...fields, reason: reasonOf(error) }, 'work notice not sent');

  /** Answers how many users' batches the vendor refused (released for the retry). */
  async function sendBatches(app: WorkNoticeSender, key: DeliveryKey, noticeId: string, text: string, to: string[]) {
    let refused = 0;
    for (let start = 0; start < to.length; start += app.batchSize) {
      const vendorUserIds = to.slice(start, start + app.batchSize);
      try {
        await app.send({ vendorUserIds, text, batchId: `${noticeId}-${start / app.batchSize}` });
      } catch (error) {
        await deliveries.release(key, vendorUserIds, noticeId);
        warnNotSent(error, { noticeId, provider: app.provider, recipients: vendorUserIds.length });
        refused += vendorUserIds.length;
      }
    }
    return refused;
  }

  async function deliver(app: WorkNoticeSender, noticeId: string) {
    const [notice] = await db
      .select({ orgId: orgNotice.orgId, text: orgNotice.message })
      .from(orgNotice)
      .where(eq(orgNotice.id, noticeId));
    if (!notice) return;
    const now = clock.now();
    const key = {
      provider: app.provider,
      appKey: app.appKey,
      // The vendors count their day in China Standard Time.
      day: chinaDayOf(now),
      contentHash: createHash('sha256').update(notice.text, 'utf8').digest('hex'),
    };
    const recipients = await deliveries.recipients(notice.orgId, app);
    // A retry finds the users already served reserved (this notice's own rows too): only the released ones are sent.
    const due = await deliveries.reserve(key, recipients, WORK_NOTICE_DAILY_CAP, noticeId, now);
    const refused = await sendBatches(app, key, noticeId, notice.text, due);
    if (refused > 0) throw new WorkNoticeNotSent(`work notice ${noticeId}: ${refused} recipients not sent`);
  }

  if (sender) {
    jobs.register(defineJob({ ...deliverWorkNotice, handle: ({ noticeId }) => deliver(sender, noticeId) }));
  }

  return {
    async notify(orgId, message, tx) {
      const noticeId = await createNoticeRepository({ db: tx ?? db }).insert(
        {
          orgId,
          kind: message.kind,
          message: message.text,
          warningId: message.warningId,
          assignmentId: message.assignmentId,
        },
        clock.now(),
      );
      if (!sender) {
        log.info({ orgId, kind: message.kind, warningId: message.warningId }, `work notice: ${message.text}`);
        return;
      }
      await jobs.enqueue(tx ?? db, deliverWorkNotice, { noticeId });
    },
  };
}
