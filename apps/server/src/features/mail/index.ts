// Official mail 公文通知. Module context: MailContext = { db, clock, operationLog, notifier, jobs }.
export { mailModule, type MailContext } from './mail.module.ts';
export { createMailReminders, type MailReminders } from './mail-reminder.ts';
export { createMailRepository } from './mail.repository.ts';
export { isReceiptOverdue } from './mail.rules.ts';
