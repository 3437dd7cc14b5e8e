import type { Clock } from '../../clock.ts';
import { defineModule } from '../../core/module.ts';
import type { Db } from '../../db/client.ts';
import { loggableError } from '../../http/loggable-error.ts';
import type { WorkNotifier } from '../identity/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import { createMailReceiverService } from './mail-receiver.service.ts';
import { createMailReminders } from './mail-reminder.ts';
import { createMailSenderService } from './mail-sender.service.ts';
import { createMailViews } from './mail-views.ts';
import { createMailRepository } from './mail.repository.ts';
import { mailRoutes } from './mail.routes.ts';

export interface MailContext {
  db: Db;
  clock: Clock;
  operationLog: OperationLog;
  /** New mail, 催办, revocation and deadline reminders go out as work notices. */
  notifier: WorkNotifier;
  /** The period of the deadline reminder job (shared with the overdue escalation); undefined = not started. */
  escalationIntervalMs?: number;
}

/** Official mail 公文通知: send, sign list, supplement, revoke, urge, finish; read, sign, return, feedback; reminders. */
export const mailModule = defineModule<MailContext>({
  name: 'mail',
  register(app, { db, clock, operationLog, notifier, escalationIntervalMs }) {
    const repository = createMailRepository({ db });
    const views = createMailViews({ repository, clock });
    mailRoutes(app, {
      receiver: createMailReceiverService({ db, clock, repository, operationLog, views }),
      sender: createMailSenderService({ db, clock, repository, operationLog, notifier, views }),
    });
    if (escalationIntervalMs) {
      const reminders = createMailReminders({
        db,
        clock,
        repository,
        notifier,
        onError: (error) => app.log.error({ err: loggableError(error, app.log) }, 'mail reminders failed'),
      });
      reminders.start(escalationIntervalMs);
      app.addHook('onClose', async () => reminders.stop());
    }
  },
});
