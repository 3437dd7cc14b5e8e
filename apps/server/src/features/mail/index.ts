// Official mail 公文通知. Module context: MailContext = { db, clock, operationLog, notifier, jobs }.
export { mailModule, type MailContext } from './mail.module.ts';
export { createMailReminders, type MailReminders } from './mail-reminder.ts';
export { createMailRepository } from './mail.repository.ts';
export { docNumberOf, isReceiptOverdue } from './mail.rules.ts';
export { mailFeedbackItems, mailSignItems } from './mail.work-items.ts';
export { createSystemMail, mailReceivedBy, type SystemMail } from './mail-system.ts';
