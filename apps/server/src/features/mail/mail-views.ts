import {
  isOrgAdmin,
  mayReceiveMailFor,
  type MailAttachment,
  type MailDetail,
  type MailReceiptDetail,
} from '@afp/contract';
import type { Clock } from '../../clock.ts';
import type { Principal } from '../../core/principal.ts';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../http/errors.ts';
import { mailNotFound, receiptNotFound } from './mail.errors.ts';
import { presentMailDetail, presentReceiptDetail, progressOf, readersByReceipt } from './mail.presenter.ts';
import type { MailRepository, MailView, ReceiptView } from './mail.repository.ts';
import { mayApproveMail, mayForwardReceipt } from './mail.rules.ts';
import { mailTimeline } from './mail.timeline.ts';

/** The shared steps of mail: what the caller may see (else 404) and the details both sides answer. */
export function createMailViews({ db, repository, clock }: { db: Db; repository: MailRepository; clock: Clock }) {
  async function attachmentsOf(ownerType: 'mail' | 'mail_feedback', ownerId: string): Promise<MailAttachment[]> {
    const rows = await repository.attachments(ownerType, [ownerId]);
    return rows.map(({ key, name, size }) => ({ key, name, size }));
  }

  return {
    attachmentsOf,

    mayReceive: (caller: Principal): boolean => isOrgAdmin(caller),
    /** Guards below team admin have no inbox: mail goes to organisations, answered by their admins. */
    requireReceiver(caller: Principal) {
      if (!isOrgAdmin(caller)) throw forbidden('仅单位管理员可处理公文');
    },

    /** A receipt of the caller's own organisation, else 404 (another organisation's id looks missing). */
    async ownReceipt(caller: Principal, id: string): Promise<ReceiptView> {
      const view = await repository.receipt(id);
      if (!view || !mayReceiveMailFor(caller, view.receipt.orgId)) throw receiptNotFound();
      return view;
    },

    /** A mail sent by the caller's own organisation (oa staff), else 404. */
    async ownMail(caller: Principal, id: string): Promise<MailView> {
      const view = await repository.mail(id);
      if (!view || caller.loginType !== 'oa' || view.mail.senderOrgId !== caller.orgId) throw mailNotFound();
      return view;
    },

    async receiptDetail(view: ReceiptView): Promise<MailReceiptDetail> {
      // A revoked mail's content and files are withdrawn from the receiver: only the reason stays.
      const isRevoked = view.receipt.state === 'REVOKED';
      const forwards = await repository.forwardsOf(view.receipt.id);
      const readers = readersByReceipt(
        await repository.readers([view.receipt.id, ...forwards.map((f) => f.receipt.id)]),
      );
      // A station forwards to its communities that hold no receipt of this mail yet.
      const communities = mayForwardReceipt(view.receipt, view.orgKind)
        ? await repository.communitiesOf(view.receipt.orgId)
        : [];
      const holding = new Set(forwards.map((f) => f.receipt.orgId));
      const { id: receiptId, parentReceiptId } = view.receipt;
      const history = await mailTimeline(db, repository, view.mail.id, {
        side: 'receiver',
        receiptId,
        parentReceiptId,
      });
      return presentReceiptDetail(isRevoked ? { ...view, mail: { ...view.mail, body: '' } } : view, {
        now: clock.now(),
        attachments: isRevoked ? [] : await attachmentsOf('mail', view.mail.id),
        feedbackAttachments: isRevoked ? [] : await attachmentsOf('mail_feedback', view.receipt.id),
        readers: readers.get(view.receipt.id) ?? [],
        history,
        forwardTargets: communities.filter((c) => !holding.has(c.id)).map(({ id, name }) => ({ id, name })),
        forwards: forwards.map((f) => ({
          id: f.receipt.id,
          orgId: f.receipt.orgId,
          orgName: f.orgName,
          state: f.receipt.state,
          readers: readers.get(f.receipt.id) ?? [],
        })),
      });
    },

    async mailDetail(view: MailView, caller: Principal): Promise<MailDetail> {
      const [states, attachments, history] = await Promise.all([
        repository.receiptStates([view.mail.id]),
        attachmentsOf('mail', view.mail.id),
        mailTimeline(db, repository, view.mail.id, { side: 'sender', mailId: view.mail.id }),
      ]);
      const now = clock.now();
      // Targets are named only while they wait on the mail (待签发, 退回修改).
      const waiting = view.mail.state === 'PENDING' || view.mail.state === 'REJECTED' ? view.mail.pendingTargets : null;
      const names = new Map<string, string>(waiting ? (await repository.targetOrgs()).map((o) => [o.id, o.name]) : []);
      return presentMailDetail(view, {
        now,
        progress: progressOf(states, view.mail, now),
        attachments,
        history,
        mayApprove: mayApproveMail(caller, view.mail),
        pendingTargets: (waiting ?? []).map((t) => ({ ...t, name: names.get(t.orgId) ?? t.orgId })),
      });
    },
  };
}
export type MailViews = ReturnType<typeof createMailViews>;
