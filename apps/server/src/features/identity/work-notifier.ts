import { createHash } from 'node:crypto';
import type { NoticeKind } from '@afp/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { loggableError } from '../../http/loggable-error.ts';
import { createNoticeRepository } from '../notice/index.ts';
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
  notify(orgId: string, message: WorkMessage): Promise<void>;
}

/** A work notifier whose vendor deliveries run after `notify` returned. */
export interface DeliveringWorkNotifier extends WorkNotifier {
  /** Resolves once the deliveries started so far have finished (tests, shutdown). */
  delivered(): Promise<void>;
}

/** The vendors count their day in China Standard Time. */
export const chinaDay = (at: Date): string => new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

/**
 * Stores the notice (org_notice: the in-app list is the source of truth), then sends it as a work
 * notice to the organisation's members bound to the configured app, in the vendor's batches,
 * skipping users who got the same content today or reached the daily cap. Without an app it only
 * logs. The business action waits for the stored notice only, not for the vendor (which may take
 * its timeout and a token retry); a vendor failure is logged, never thrown.
 */
export function createWorkNotifier({
  db,
  clock,
  log,
  sender,
}: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  sender?: WorkNoticeSender;
}): DeliveringWorkNotifier {
  const notices = createNoticeRepository({ db });
  const deliveries = createWorkNoticeRepository({ db });
  const inFlight = new Set<Promise<void>>();
  // Vendor errors name the call and the vendor's code, never a token; database errors lose their parameters.
  const reasonOf = (error: unknown) =>
    error instanceof IdentityProviderError ? error.message : loggableError(error, log);
  const warnNotSent = (error: unknown, fields: Record<string, unknown>) =>
    log.warn({ ...fields, reason: reasonOf(error) }, 'work notice not sent');

  async function sendBatches(app: WorkNoticeSender, key: DeliveryKey, noticeId: string, text: string, to: string[]) {
    for (let start = 0; start < to.length; start += app.batchSize) {
      const vendorUserIds = to.slice(start, start + app.batchSize);
      try {
        await app.send({ vendorUserIds, text, batchId: `${noticeId}-${start / app.batchSize}` });
      } catch (error) {
        await deliveries.release(key, vendorUserIds, noticeId);
        warnNotSent(error, { noticeId, provider: app.provider, recipients: vendorUserIds.length });
      }
    }
  }

  async function deliver(app: WorkNoticeSender, orgId: string, noticeId: string, text: string) {
    const now = clock.now();
    const key = {
      provider: app.provider,
      appKey: app.appKey,
      day: chinaDay(now),
      contentHash: createHash('sha256').update(text, 'utf8').digest('hex'),
    };
    const recipients = await deliveries.recipients(orgId, app);
    const due = await deliveries.reserve(key, recipients, WORK_NOTICE_DAILY_CAP, noticeId, now);
    await sendBatches(app, key, noticeId, text, due);
  }

  return {
    async notify(orgId, message) {
      const noticeId = await notices.insert(
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
      const delivery = deliver(sender, orgId, noticeId, message.text)
        // Our own bookkeeping failed (database): the notice is stored, the action stands.
        .catch((error: unknown) => warnNotSent(error, { noticeId, provider: sender.provider }))
        .finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
    },
    async delivered() {
      await Promise.all(inFlight);
    },
  };
}
