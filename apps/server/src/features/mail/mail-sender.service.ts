import {
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
} from './mail.presenter.ts';
import { MAIL_ENTITY, type MailRepository, type MailView } from './mail.repository.ts';
import {
  canApplyMailAction,
  expandTargets,
  MAIL_TRANSITIONS,
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
      if (action === 'revoke')
        await notifyAll(
          receipts.map((receipt) => receipt.orgId),
          'mail_revoked',
          `${textOf(mail, '公文已撤回：')}（${reason ?? ''}）`,
          tx,
        );
    });
    return views.mailDetail(await views.ownMail(caller, view.mail.id));
  }

  return {
    async send(caller: Principal, body: ParsedBodyOf<E['send']>): Promise<MailDetail> {
      requireSender(caller);
      const now = clock.now();
      const signDeadline = body.signDeadline ? new Date(body.signDeadline) : null;
      const feedbackDeadline = body.feedbackDeadline ? new Date(body.feedbackDeadline) : null;
      if (signDeadline && signDeadline <= now) throw badRequest('签收期限须晚于当前时间', undefined, 'signDeadline');
      if (feedbackDeadline && feedbackDeadline <= now)
        throw badRequest('反馈期限须晚于当前时间', undefined, 'feedbackDeadline');
      if (body.templateId && !(await repository.template(body.templateId)))
        throw badRequest('参数 templateId 错误：模板不存在', undefined, 'templateId');
      const targets = await resolveTargets(caller, body.targets);
      if (targets.length > MAIL_RECEIPTS_MAX)
        throw badRequest(`接收单位最多${MAIL_RECEIPTS_MAX}个`, undefined, 'targets');
      const mailId = newId();
      await db.transaction(async (tx) => {
        const inserted = await repository.insertMail(tx, {
          id: mailId,
          title: body.title,
          body: body.body,
          urgency: body.urgency,
          senderOrgId: caller.orgId,
          senderOrgPath: caller.orgPath,
          senderId: caller.id,
          senderName: caller.name,
          state: 'SENT',
          signDeadline,
          needsFeedback: body.needsFeedback,
          feedbackDeadline,
          templateId: body.templateId ?? null,
          sentAt: now,
        });
        await repository.insertReceipts(
          tx,
          targets.map((target) => ({
            id: newId(),
            mailId,
            orgId: target.id,
            orgPath: target.path,
            state: 'UNREAD' as const,
            receivedAt: now,
          })),
        );
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
            action: 'mail.send',
            entityType: MAIL_ENTITY,
            entityId: mailId,
            toState: 'SENT',
            remark: `发送至${targets.length}个单位`,
          },
          tx,
        );
        await notifyAll(
          targets.map((target) => target.id),
          'mail_new',
          textOf(inserted, `${caller.orgName}来文：`),
          tx,
        );
        return inserted;
      });
      return views.mailDetail(await views.ownMail(caller, mailId));
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
      return views.mailDetail(await views.ownMail(caller, view.mail.id));
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
        await operationLog.note(
          {
            actorType: caller.loginType,
            actorId: caller.id,
            orgId: caller.orgId,
            action: 'mail.urge',
            entityType: MAIL_ENTITY,
            entityId: view.mail.id,
            remark: `催办${laggards.length}个单位：${laggards.map((entry) => entry.orgName).join('、')}`.slice(0, 1000),
          },
          tx,
        );
        await notifyAll(
          laggards.map((entry) => entry.receipt.orgId),
          'mail_urge',
          textOf(view.mail, `${caller.orgName}催办：`),
          tx,
        );
      });
      return views.mailDetail(await views.ownMail(caller, view.mail.id));
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
      return views.mailDetail(await views.ownMail(caller, id));
    },

    async signList(caller: Principal, id: string): Promise<MailSignEntry[]> {
      const view = await views.ownMail(caller, id);
      const now = clock.now();
      return (await repository.signList(id)).map((entry) => presentSignEntry(entry, view.mail, now));
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
