import { formatChinaDateTime, MAIL_REMINDER_LEAD_HOURS, MAIL_URGENCIES } from '@afp/contract';
import { everyMinuteSweep, sweepDue } from '../../core/jobs/index.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { WorkNotifier } from '../identity/index.ts';
import type { MailRepository } from './mail.repository.ts';
import { reminderDue } from './mail.rules.ts';

const BATCH = 200;

/**
 * The automatic reminder before a deadline (MAIL_REMINDER_LEAD_HOURS ahead): once per receipt and
 * deadline (sign_reminded_at, feedback_reminded_at), through the work notifier. A periodic job, once
 * across processes; the conditional update lets one run remind a receipt, its notice in the same transaction.
 */
export function createMailReminders(deps: {
  db: Db;
  clock: Clock;
  repository: MailRepository;
  notifier: WorkNotifier;
}) {
  const { db, clock, repository, notifier } = deps;

  async function runOnce(): Promise<number> {
    const now = clock.now();
    const until = new Date(now.getTime() + MAIL_REMINDER_LEAD_HOURS * 3600_000);
    return sweepDue(
      BATCH,
      () => repository.reminderCandidates(now, until, BATCH),
      async ({ receipt, mail }) => {
        const due = reminderDue(receipt, mail, now);
        if (!due) return false;
        const deadline = due === 'sign' ? mail.signDeadline : mail.feedbackDeadline;
        const urgency = mail.urgency === 'NORMAL' ? '' : `【${MAIL_URGENCIES[mail.urgency]}】`;
        const text = `公文${due === 'sign' ? '签收' : '反馈'}即将到期：${urgency}${mail.title}（${deadline ? formatChinaDateTime(deadline) : ''}前）`;
        return db.transaction(async (tx) => {
          if (!(await repository.markReminded(tx, receipt.id, due, now))) return false;
          await notifier.notify(receipt.orgId, { kind: 'mail_reminder', text }, tx);
          return true;
        });
      },
    );
  }

  /** Reminds every receipt due now and answers how many. */
  return everyMinuteSweep('mail.remind', runOnce);
}
export type MailReminders = ReturnType<typeof createMailReminders>;
