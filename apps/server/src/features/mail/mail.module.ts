import type { Clock } from '../../clock.ts';
import { defineModule } from '../../core/module.ts';
import type { Db } from '../../db/client.ts';
import type { Jobs } from '../../core/jobs/index.ts';
import type { WorkNotifier } from '../identity/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import { createMailReceiverService } from './mail-receiver.service.ts';
import { createMailReminders } from './mail-reminder.ts';
import { createMailSenderService } from './mail-sender.service.ts';
import { createMailViews } from './mail-views.ts';
import { createMailRepository } from './mail.repository.ts';
import { mailRoutes } from './mail.routes.ts';
import { registerFileOwners } from '../file/index.ts';
import { MAIL_FILE_OWNERS } from './mail.file-owners.ts';

export interface MailContext {
  db: Db;
  clock: Clock;
  operationLog: OperationLog;
  /** New mail, 催办, revocation and deadline reminders go out as work notices. */
  notifier: WorkNotifier;
  /** The deadline reminders are a periodic job here. */
  jobs: Jobs;
}

/** Official mail 公文通知: send, sign list, supplement, revoke, urge, finish; read, sign, return, feedback; reminders. */
export const mailModule = defineModule<MailContext>({
  name: 'mail',
  register(app, { db, clock, operationLog, notifier, jobs }) {
    registerFileOwners(...MAIL_FILE_OWNERS);
    const repository = createMailRepository({ db });
    const views = createMailViews({ db, repository, clock });
    mailRoutes(app, {
      receiver: createMailReceiverService({ db, clock, repository, operationLog, notifier, views }),
      sender: createMailSenderService({ db, clock, repository, operationLog, notifier, views }),
    });
    jobs.register(createMailReminders({ db, clock, repository, notifier }).job);
  },
});
