import {
  chinaDayOf,
  MAIL_ENDPOINTS,
  MAIL_RECEIPTS_MAX,
  MAIL_STATES,
  MAIL_URGE_COOLDOWN_MINUTES,
  MAIL_URGENCIES,
  type MailDetail,
  type MailFeedback,
  type MailOutboxRecord,
  type MailSignEntry,
  type MailTargetOrg,
  type MailTemplate,
  type NoticeKind,
  type Page,
  type ParsedBodyOf,
  type ParsedQueryOf,
} from '@afp/contract';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import { decodeCursor, pageFrom } from '../../core/keyset-page.ts';
import type { Principal } from '../../core/principal.ts';
import { move as moveRow, moveAll } from '../../core/transition/index.ts';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { newId } from '../../secrets.ts';
import { attachAttachments } from '../file/index.ts';
import type { WorkNotifier } from '../identity/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import { mailInvalidTransition, receiptNotFound, urgeTooSoon } from './mail.errors.ts';
import {
  presentFeedback,
  presentOutboxRecord,
  presentSignEntry,
  presentTemplate,
  progressOf,
  readersByReceipt,
} from './mail.presenter.ts';
import { MAIL_ENTITY, MAIL_RECEIPT_ENTITY, type MailRepository, type MailView } from './mail.repository.ts';
import {
  canApplyMailAction,
  docNumberOf,
  expandTargets,
  MAIL_TRANSITIONS,
  mayApproveMail,
  mayUrgeReceipt,
  urgeCooldownUntil,
} from './mail.rules.ts';
import { mailReceipt, type MailReceiptRow, type MailRow } from './mail.table.ts';
import type { MailViews } from './mail-views.ts';
import { MAIL_WORKFLOW, RECEIPT_WORKFLOW } from './mail.workflow.ts';

type E = typeof MAIL_ENDPOINTS;
type Targets = ParsedBodyOf<E['send']>['targets'];

/** The sending organisation's side: send, supplement, revoke, urge, finish, and what it reads of its mails. */
export function createMailSenderService(deps: {
  db: Db;
  clock: Clock;
  repository: MailRepository;
  operationLog: OperationLog;
  notifier: WorkNotifier;
  views: MailViews;
}) {
  const { db, clock, repository, operationLog, notifier, views } = deps;

  function requireSender(caller: Principal) {
    if (caller.loginType !== 'oa') throw forbidden('仅机关工作人员可发送公文');
  }

  /** The organisations picked (with their subtrees), never the sender; an unknown id is a 400 naming `targets`. */
  async function resolveTargets(caller: Principal, targets: Targets) {
    const { found, unknown } = expandTargets(targets, await repository.targetOrgs(), caller.orgId);
    if (unknown.length > 0) throw badRequest('参数 targets 错误：接收单位不存在', undefined, 'targets');
    if (found.length === 0) throw badRequest('请选择本单位以外的接收单位', undefined, 'targets');
    return found;
  }

  const textOf = (mail: MailRow, prefix: string) =>
    `${prefix}${mail.urgency === 'NORMAL' ? '' : `【${MAIL_URGENCIES[mail.urgency]}】`}${mail.title}`;

  /** Each organisation once; with `tx` the notices (and their deliveries) commit with the change (the outbox). */
  async function notifyAll(orgIds: string[], kind: NoticeKind, text: string, tx?: Tx) {
    for (const orgId of new Set(orgIds)) await notifier.notify(orgId, { kind, text }, tx);
  }

  /** Revoke and finish: the mail and every receipt the table lets go, each receipt move logged. */
  async function close(
    caller: Principal,
    view: MailView,
    action: 'revoke' | 'finish',
    version: number,
    reason?: string,
  ) {
    const now = clock.now();
    await db.transaction(async (tx) => {
      const mail = await moveRow(tx, MAIL_WORKFLOW, view.mail, action, {
        by: caller,
        log: operationLog,
        version,
        patch: action === 'revoke' ? { revokeReason: reason ?? null } : { finishedAt: now },
        remark: `${MAIL_STATES[view.mail.state]} → ${MAIL_STATES[MAIL_TRANSITIONS[action].to]}${reason ? `：${reason}` : ''}`,
      });
      const receipts = await moveAll(tx, RECEIPT_WORKFLOW, eq(mailReceipt.mailId, mail.id), action, {
        by: caller,
        log: operationLog,
      });
      if (action === 'revoke' && receipts.length > 0)
        await notifyAll(
          receipts.map((receipt) => receipt.orgId),
          'mail_revoked',
          `${textOf(mail, '公文已撤回：')}（${reason ?? ''}）`,
          tx,
        );
    });
    return views.mailDetail(await views.ownMail(caller, view.mail.id), caller);
  }

  /** Deadlines still ahead at `now` (at the send, and again at 签发: a late approval cannot send an expired mail). */
  function checkDeadlines(deadlines: { signDeadline: Date | null; feedbackDeadline: Date | null }, now: Date) {
    if (deadlines.signDeadline && deadlines.signDeadline <= now)
      throw badRequest('签收期限须晚于当前时间', undefined, 'signDeadline');
    if (deadlines.feedbackDeadline && deadlines.feedbackDeadline <= now)
      throw badRequest('反馈期限须晚于当前时间', undefined, 'feedbackDeadline');
  }

  async function checkedTargets(caller: Principal, picked: Targets) {
    const targets = await resolveTargets(caller, picked);
    if (targets.length > MAIL_RECEIPTS_MAX)
      throw badRequest(`接收单位最多${MAIL_RECEIPTS_MAX}个`, undefined, 'targets');
    return targets;
  }

  /** The office's next 文号 of the China year of `now`, taken inside the sending transaction. */
  async function docNumberFor(tx: Tx, orgId: string, orgName: string, now: Date) {
    const docYear = Number(chinaDayOf(now).slice(0, 4));
    const docSeq = await repository.nextDocSeq(tx, orgId, docYear);
    return { docYear, docSeq, docNumber: docNumberOf(orgName, docYear, docSeq) };
  }

  /** The mail goes out: a receipt per target organisation and a notice to each, in the caller's transaction. */
  async function deliver(
    tx: Tx,
    mail: MailRow,
    senderOrgName: string,
    targets: { id: string; path: string }[],
    now: Date,
  ) {
    await repository.insertReceipts(
      tx,
      targets.map((target) => ({
        id: newId(),
        mailId: mail.id,
        orgId: target.id,
        orgPath: target.path,
        state: 'UNREAD' as const,
        receivedAt: now,
      })),
    );
    await notifyAll(
      targets.map((target) => target.id),
      'mail_new',
      textOf(mail, `${senderOrgName}来文${mail.docNumber ? `（${mail.docNumber}）` : ''}：`),
      tx,
    );
  }

  /** The sign list: each target with its times and who of it opened the mail. */
  async function signEntries(view: MailView): Promise<MailSignEntry[]> {
    const now = clock.now();
    const entries = await repository.signList(view.mail.id);
    const readers = readersByReceipt(await repository.readers(entries.map((entry) => entry.receipt.id)));
    return entries.map((entry) => presentSignEntry(entry, view.mail, now, readers.get(entry.receipt.id) ?? []));
  }

  return {
    /**
     * A mail the system sends for an office (the weekly case bulletin): numbered and delivered at
     * once in the caller's transaction, no attachments, no approval step, no deadlines.
     */
    async sendBySystem(
      tx: Tx,
      mail: {
        sender: { orgId: string; orgName: string; orgPath: string; id: string; name: string };
        title: string;
        body: string;
        targets: { id: string; path: string }[];
      },
    ): Promise<MailRow> {
      const now = clock.now();
      const { sender } = mail;
      const inserted = await repository.insertMail(tx, {
        id: newId(),
        title: mail.title,
        body: mail.body,
        urgency: 'NORMAL',
        secrecy: 'INTERNAL',
        senderOrgId: sender.orgId,
        senderOrgPath: sender.orgPath,
        senderId: sender.id,
        senderName: sender.name,
        state: 'SENT',
        needsApproval: false,
        ...(await docNumberFor(tx, sender.orgId, sender.orgName, now)),
        needsFeedback: false,
        sentAt: now,
      });
      await operationLog.record(
        {
          actorType: 'system',
          actorId: sender.id,
          orgId: sender.orgId,
          action: 'mail.send',
          entityType: MAIL_ENTITY,
          entityId: inserted.id,
          toState: inserted.state,
          remark: `${inserted.docNumber ?? ''} 发送至${mail.targets.length}个单位`,
        },
        tx,
      );
      await deliver(tx, inserted, sender.orgName, mail.targets, now);
      return inserted;
    },

    /**
     * Sends now (numbered, delivered), or with `needsApproval` waits PENDING for a leader's 签发:
     * the targets are kept on the mail and checked again at approval.
     */
    async send(caller: Principal, body: ParsedBodyOf<E['send']>): Promise<MailDetail> {
      requireSender(caller);
      const now = clock.now();
      const signDeadline = body.signDeadline ? new Date(body.signDeadline) : null;
      const feedbackDeadline = body.feedbackDeadline ? new Date(body.feedbackDeadline) : null;
      checkDeadlines({ signDeadline, feedbackDeadline }, now);
      if (body.templateId && !(await repository.template(body.templateId)))
        throw badRequest('参数 templateId 错误：模板不存在', undefined, 'templateId');
      const targets = await checkedTargets(caller, body.targets);
      const mailId = newId();
      await db.transaction(async (tx) => {
        const inserted = await repository.insertMail(tx, {
          id: mailId,
          title: body.title,
          body: body.body,
          urgency: body.urgency,
          secrecy: body.secrecy,
          senderOrgId: caller.orgId,
          senderOrgPath: caller.orgPath,
          senderId: caller.id,
          senderName: caller.name,
          state: body.needsApproval ? 'PENDING' : 'SENT',
          needsApproval: body.needsApproval,
          pendingTargets: body.needsApproval ? body.targets : null,
          ...(body.needsApproval ? {} : await docNumberFor(tx, caller.orgId, caller.orgName, now)),
          signDeadline,
          needsFeedback: body.needsFeedback,
          feedbackDeadline,
          templateId: body.templateId ?? null,
          sentAt: now,
        });
        await attachAttachments(tx, {
          keys: body.attachments,
          orgId: caller.orgId,
          owner: { type: 'mail', id: mailId },
          now,
        });
        await operationLog.record(
          {
            actorType: caller.loginType,
            actorId: caller.id,
            orgId: caller.orgId,
            action: body.needsApproval ? 'mail.submit' : 'mail.send',
            entityType: MAIL_ENTITY,
            entityId: mailId,
            toState: inserted.state,
            remark: body.needsApproval
              ? `提交签发（${targets.length}个单位）`
              : `${inserted.docNumber ?? ''} 发送至${targets.length}个单位`,
          },
          tx,
        );
        if (body.needsApproval)
          await notifier.notify(caller.orgId, { kind: 'mail_approval', text: textOf(inserted, '公文待签发：') }, tx);
        else await deliver(tx, inserted, caller.orgName, targets, now);
      });
      return views.mailDetail(await views.ownMail(caller, mailId), caller);
    },

    /** 签发 by a leader of the office (never the drafter): numbered now and delivered to the targets kept. */
    async approve(caller: Principal, body: ParsedBodyOf<E['approve']>): Promise<MailDetail> {
      requireSender(caller);
      const view = await views.ownMail(caller, body.id);
      if (!mayApproveMail(caller, view.mail)) {
        if (view.mail.state !== 'PENDING') throw mailInvalidTransition(view.mail.state, '签发');
        throw forbidden(view.mail.senderId === caller.id ? '不能签发本人起草的公文' : '仅本单位领导可签发公文');
      }
      const now = clock.now();
      checkDeadlines(view.mail, now);
      const targets = await checkedTargets(caller, view.mail.pendingTargets ?? []);
      await db.transaction(async (tx) => {
        const numbered = await docNumberFor(tx, view.mail.senderOrgId, view.senderOrgName, now);
        const mail = await moveRow(tx, MAIL_WORKFLOW, view.mail, 'approve', {
          by: caller,
          log: operationLog,
          version: body.version,
          patch: { ...numbered, approverId: caller.id, approverName: caller.name, approvedAt: now, sentAt: now },
          remark: `${caller.name}签发 ${numbered.docNumber}，发送至${targets.length}个单位`,
        });
        await deliver(tx, mail, view.senderOrgName, targets, now);
      });
      return views.mailDetail(await views.ownMail(caller, view.mail.id), caller);
    },

    /** Refused back to the drafter with the reason (a notice to the office; the drafter writes it again). */
    async reject(caller: Principal, body: ParsedBodyOf<E['reject']>): Promise<MailDetail> {
      requireSender(caller);
      const view = await views.ownMail(caller, body.id);
      if (!mayApproveMail(caller, view.mail)) {
        if (view.mail.state !== 'PENDING') throw mailInvalidTransition(view.mail.state, '退回');
        throw forbidden(view.mail.senderId === caller.id ? '不能审核本人起草的公文' : '仅本单位领导可审核公文');
      }
      await db.transaction(async (tx) => {
        const mail = await moveRow(tx, MAIL_WORKFLOW, view.mail, 'reject', {
          by: caller,
          log: operationLog,
          version: body.version,
          patch: { rejectReason: body.reason, approverId: caller.id, approverName: caller.name },
          remark: `${caller.name}退回修改：${body.reason}`,
        });
        await notifier.notify(
          view.mail.senderOrgId,
          { kind: 'mail_rejected', text: `${textOf(mail, '公文退回修改：')}（${body.reason}）` },
          tx,
        );
      });
      return views.mailDetail(await views.ownMail(caller, view.mail.id), caller);
    },

    /** Returns one unit's feedback for a redo, with the reason: feedback is owed again, the unit is told. */
    async redo(caller: Principal, body: ParsedBodyOf<E['redo']>): Promise<MailSignEntry[]> {
      requireSender(caller);
      const found = await repository.receipt(body.id);
      if (!found || found.receipt.parentReceiptId !== null) throw receiptNotFound();
      // The receiving organisation sees its receipt, but only the sender returns a feedback.
      if (found.receipt.orgId === caller.orgId) throw forbidden('仅发文单位可退回反馈');
      const view = await views.ownMail(caller, found.mail.id).catch(() => {
        throw receiptNotFound();
      });
      if (view.mail.state !== 'SENT') throw mailInvalidTransition(view.mail.state, '退回反馈');
      await db.transaction(async (tx) => {
        await moveRow(tx, RECEIPT_WORKFLOW, found.receipt, 'redo', {
          by: caller,
          log: operationLog,
          version: body.version,
          patch: { redoReason: body.reason, fedBackAt: null },
          remark: body.reason,
        });
        await notifier.notify(
          found.receipt.orgId,
          { kind: 'mail_redo', text: `${textOf(view.mail, '反馈被退回重办：')}（${body.reason}）` },
          tx,
        );
      });
      return signEntries(view);
    },

    /** 补发: more organisations receive the mail, with the purpose of the addition on their receipts. */
    async supplement(caller: Principal, body: ParsedBodyOf<E['supplement']>): Promise<MailDetail> {
      requireSender(caller);
      const view = await views.ownMail(caller, body.id);
      const targets = await resolveTargets(caller, body.targets);
      const now = clock.now();
      await db.transaction(async (tx) => {
        // The receipts are added within the move, so its log line counts them.
        let inserted: MailReceiptRow[] = [];
        await moveRow(tx, MAIL_WORKFLOW, view.mail, 'supplement', {
          by: caller,
          log: operationLog,
          version: body.version,
          remark: async () => {
            inserted = await repository.insertReceipts(
              tx,
              targets.map((target) => ({
                id: newId(),
                mailId: view.mail.id,
                orgId: target.id,
                orgPath: target.path,
                state: 'UNREAD' as const,
                supplementNote: body.note,
                receivedAt: now,
              })),
            );
            if (inserted.length === 0) throw badRequest('所选单位均已收到该公文', undefined, 'targets');
            if ((await repository.receiptCount(tx, view.mail.id)) > MAIL_RECEIPTS_MAX)
              throw badRequest(`接收单位最多${MAIL_RECEIPTS_MAX}个`, undefined, 'targets');
            return `补发${inserted.length}个单位：${body.note}`;
          },
        });
        await notifyAll(
          inserted.map((receipt) => receipt.orgId),
          'mail_new',
          `${textOf(view.mail, `${caller.orgName}来文（补发）：`)}（${body.note}）`,
          tx,
        );
      });
      return views.mailDetail(await views.ownMail(caller, view.mail.id), caller);
    },

    async revoke(caller: Principal, body: ParsedBodyOf<E['revoke']>): Promise<MailDetail> {
      requireSender(caller);
      return close(caller, await views.ownMail(caller, body.id), 'revoke', body.version, body.reason);
    },

    async finish(caller: Principal, body: ParsedBodyOf<E['finish']>): Promise<MailDetail> {
      requireSender(caller);
      return close(caller, await views.ownMail(caller, body.id), 'finish', body.version);
    },

    /** 催办 every laggard at once (never a returned, revoked or completed receipt), recorded, with a cooldown. */
    async urge(caller: Principal, body: ParsedBodyOf<E['urge']>): Promise<MailDetail> {
      requireSender(caller);
      const view = await views.ownMail(caller, body.id);
      if (!canApplyMailAction('urge', view.mail.state)) throw mailInvalidTransition(view.mail.state, '催办');
      const now = clock.now();
      if (urgeCooldownUntil(view.mail.lastUrgedAt, now)) throw urgeTooSoon(MAIL_URGE_COOLDOWN_MINUTES);
      const laggards = (await repository.signList(view.mail.id)).filter((entry) =>
        mayUrgeReceipt(entry.receipt.state, view.mail),
      );
      if (laggards.length === 0) throw mailInvalidTransition(view.mail.state, '催办（各单位均已完成）');
      await db.transaction(async (tx) => {
        const cooldownStart = new Date(now.getTime() - MAIL_URGE_COOLDOWN_MINUTES * 60_000);
        if (!(await repository.claimUrge(tx, view.mail.id, cooldownStart, now)))
          throw urgeTooSoon(MAIL_URGE_COOLDOWN_MINUTES);
        await repository.markUrged(
          tx,
          laggards.map((entry) => entry.receipt.id),
          now,
        );
        // Urging changes no state: a note on the mail, naming whom it reached.
        const urger = { actorType: caller.loginType, actorId: caller.id, orgId: caller.orgId };
        await operationLog.note(
          {
            ...urger,
            action: 'mail.urge',
            entityType: MAIL_ENTITY,
            entityId: view.mail.id,
            remark: `催办${laggards.length}个单位：${laggards.map((entry) => entry.orgName).join('、')}`.slice(0, 1000),
          },
          tx,
        );
        // Each unit's own line of the urge: its timeline shows it without the other units' names.
        for (const entry of laggards)
          await operationLog.note(
            { ...urger, action: 'mail.urge', entityType: MAIL_RECEIPT_ENTITY, entityId: entry.receipt.id },
            tx,
          );
        await notifyAll(
          laggards.map((entry) => entry.receipt.orgId),
          'mail_urge',
          textOf(view.mail, `${caller.orgName}催办：`),
          tx,
        );
      });
      return views.mailDetail(await views.ownMail(caller, view.mail.id), caller);
    },

    async outbox(caller: Principal, query: ParsedQueryOf<E['outbox']>): Promise<Page<MailOutboxRecord>> {
      requireSender(caller);
      const cursor = decodeCursor(query.cursor);
      const { rows, counted } = await repository.outbox(
        { orgId: caller.orgId, state: query.state },
        { after: cursor, limit: query.pageSize + 1, count: !cursor },
      );
      const states = await repository.receiptStates(rows.map((row) => row.mail.id));
      const now = clock.now();
      return pageFrom(rows, {
        pageSize: query.pageSize,
        counted: cursor?.counted ?? counted ?? 0,
        positionOf: (row) => ({ micros: row.sentMicros, id: row.mail.id }),
        present: (pageRows) =>
          pageRows.map(({ mail }) =>
            presentOutboxRecord(
              mail,
              progressOf(
                states.filter((row) => row.mailId === mail.id),
                mail,
                now,
              ),
            ),
          ),
      });
    },

    async info(caller: Principal, id: string): Promise<MailDetail> {
      return views.mailDetail(await views.ownMail(caller, id), caller);
    },

    async signList(caller: Principal, id: string): Promise<MailSignEntry[]> {
      return signEntries(await views.ownMail(caller, id));
    },

    async feedbackList(caller: Principal, id: string): Promise<MailFeedback[]> {
      await views.ownMail(caller, id);
      const entries = (await repository.signList(id)).filter((entry) => entry.receipt.fedBackAt !== null);
      const files = await repository.attachments(
        'mail_feedback',
        entries.map((entry) => entry.receipt.id),
      );
      return entries.flatMap((entry) => {
        const attachments = files
          .filter((file) => file.ownerId === entry.receipt.id)
          .map(({ key, name, size }) => ({ key, name, size }));
        const feedback = presentFeedback(entry.receipt, entry.orgName, attachments);
        return feedback ? [feedback] : [];
      });
    },

    /** One feedback: for the sender of the mail, or the organisation that gave it. */
    async feedbackInfo(caller: Principal, receiptId: string): Promise<MailFeedback> {
      const view = await (async () => {
        const found = await repository.receipt(receiptId);
        if (!found) return undefined;
        const isSender = caller.loginType === 'oa' && found.mail.senderOrgId === caller.orgId;
        return isSender ? found : await views.ownReceipt(caller, receiptId).catch(() => undefined);
      })();
      const feedback = view
        ? presentFeedback(view.receipt, view.orgName, await views.attachmentsOf('mail_feedback', receiptId))
        : null;
      if (!feedback) throw receiptNotFound();
      return feedback;
    },

    async templates(caller: Principal): Promise<MailTemplate[]> {
      requireSender(caller);
      return (await repository.templates()).map(presentTemplate);
    },

    async targetOrgs(caller: Principal): Promise<MailTargetOrg[]> {
      requireSender(caller);
      return (await repository.targetOrgs()).map(({ id, parentId, name, level }) => ({ id, parentId, name, level }));
    },
  };
}
export type MailSenderService = ReturnType<typeof createMailSenderService>;
