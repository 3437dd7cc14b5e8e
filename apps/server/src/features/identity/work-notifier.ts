import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { createNoticeRepository, type NoticeKind } from '../notice/index.ts';

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

/**
 * Development notifier: stores the notice (org_notice, read by the app) and logs it. The
 * DingTalk / 浙政钉 implementation keeps the stored notice and adds the corp-conversation call
 * (`topapi/message/corpconversation/asyncsend_v2` to the organisation's members) where the log
 * line is; a failed vendor call must not fail the business action that caused it.
 */
export function createDevelopmentWorkNotifier({
  db,
  clock,
  log,
}: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
}): WorkNotifier {
  const notices = createNoticeRepository({ db });
  return {
    async notify(orgId, message) {
      await notices.insert(
        {
          orgId,
          kind: message.kind,
          message: message.text,
          warningId: message.warningId,
          assignmentId: message.assignmentId,
        },
        clock.now(),
      );
      log.info({ orgId, kind: message.kind, warningId: message.warningId }, `work notice: ${message.text}`);
    },
  };
}
