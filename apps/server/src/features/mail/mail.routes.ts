import { MAIL_ENDPOINTS as M } from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../core/route.ts';
import type { MailReceiverService } from './mail-receiver.service.ts';
import type { MailSenderService } from './mail-sender.service.ts';

/** Official mail 公文通知 (DESIGN §4.7): oa staff send; oa staff and guard admins of each target receive. */
export function mailRoutes(
  app: FastifyInstance,
  { receiver, sender }: { receiver: MailReceiverService; sender: MailSenderService },
) {
  const receivers = ['oa', 'guard'] as const;
  registerRoute(app, M.inbox, { access: receivers, handler: ({ caller, query }) => receiver.inbox(caller, query) });
  registerRoute(app, M.inboxSummary, { access: receivers, handler: ({ caller }) => receiver.summary(caller) });
  registerRoute(app, M.receipt, {
    access: receivers,
    handler: ({ caller, query }) => receiver.receipt(caller, query.id),
  });
  registerRoute(app, M.read, { access: receivers, handler: ({ caller, body }) => receiver.read(caller, body) });
  registerRoute(app, M.sign, { access: receivers, handler: ({ caller, body }) => receiver.sign(caller, body) });
  registerRoute(app, M.return, { access: receivers, handler: ({ caller, body }) => receiver.return(caller, body) });
  registerRoute(app, M.feedback, {
    access: receivers,
    handler: ({ caller, body }) => receiver.feedback(caller, body),
  });
  registerRoute(app, M.forward, { access: receivers, handler: ({ caller, body }) => receiver.forward(caller, body) });
  registerRoute(app, M.feedbackInfo, {
    access: receivers,
    handler: ({ caller, query }) => sender.feedbackInfo(caller, query.id),
  });

  const senders = ['oa'] as const;
  registerRoute(app, M.outbox, { access: senders, handler: ({ caller, query }) => sender.outbox(caller, query) });
  registerRoute(app, M.info, { access: senders, handler: ({ caller, query }) => sender.info(caller, query.id) });
  registerRoute(app, M.signList, {
    access: senders,
    handler: ({ caller, query }) => sender.signList(caller, query.id),
  });
  registerRoute(app, M.feedbackList, {
    access: senders,
    handler: ({ caller, query }) => sender.feedbackList(caller, query.id),
  });
  registerRoute(app, M.send, { access: senders, handler: ({ caller, body }) => sender.send(caller, body) });
  registerRoute(app, M.supplement, {
    access: senders,
    handler: ({ caller, body }) => sender.supplement(caller, body),
  });
  registerRoute(app, M.revoke, { access: senders, handler: ({ caller, body }) => sender.revoke(caller, body) });
  registerRoute(app, M.urge, { access: senders, handler: ({ caller, body }) => sender.urge(caller, body) });
  registerRoute(app, M.finish, { access: senders, handler: ({ caller, body }) => sender.finish(caller, body) });
  registerRoute(app, M.approve, { access: senders, handler: ({ caller, body }) => sender.approve(caller, body) });
  registerRoute(app, M.reject, { access: senders, handler: ({ caller, body }) => sender.reject(caller, body) });
  registerRoute(app, M.redo, { access: senders, handler: ({ caller, body }) => sender.redo(caller, body) });
  registerRoute(app, M.templates, { access: senders, handler: ({ caller }) => sender.templates(caller) });
  registerRoute(app, M.targetOrgs, { access: senders, handler: ({ caller }) => sender.targetOrgs(caller) });
}
