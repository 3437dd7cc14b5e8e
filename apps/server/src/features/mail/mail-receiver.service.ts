import {
  MAIL_ENDPOINTS,
  type MailInboxRecord,
  type MailInboxSummary,
  type MailReceiptDetail,
  type Page,
  type ParsedBodyOf,
  type ParsedQueryOf,
} from '@afp/contract';
import type { Clock } from '../../clock.ts';
import { decodeCursor, pageFrom } from '../../core/keyset-page.ts';
import type { Principal } from '../../core/principal.ts';
import { move as moveRow } from '../../core/transition/index.ts';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import { newId } from '../../secrets.ts';
import { attachAttachments } from '../file/index.ts';
import type { WorkNotifier } from '../identity/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import { receiptInvalidTransition } from './mail.errors.ts';
import { MAIL_RECEIPT_ENTITY } from './mail.repository.ts';
import { mayForwardReceipt, termsOf } from './mail.rules.ts';
import { presentInboxRecord } from './mail.presenter.ts';
import { type MailRepository, type ReceiptView } from './mail.repository.ts';
import { type ReceiptAction } from './mail.rules.ts';
import type { MailReceiptRow } from './mail.table.ts';
import type { MailViews } from './mail-views.ts';
import { RECEIPT_WORKFLOW } from './mail.workflow.ts';

type E = typeof MAIL_ENDPOINTS;

/** The receiving organisation's side: inbox, read, sign, return, feedback. */
export function createMailReceiverService(deps: {
  db: Db;
  clock: Clock;
  repository: MailRepository;
  operationLog: OperationLog;
  notifier: WorkNotifier;
  views: MailViews;
}) {
  const { db, clock, repository, operationLog, notifier, views } = deps;

  /** The one way a receipt changes state: conditional on state and version, logged in the same transaction. */
  async function move(
    caller: Principal,
    view: ReceiptView,
    change: {
      action: ReceiptAction;
      version: number;
      patch?: Partial<MailReceiptRow>;
      remark?: string;
      inTransaction?: (tx: Tx) => Promise<void>;
    },
  ): Promise<MailReceiptDetail> {
    const { receipt } = view;
    await db.transaction(async (tx) => {
      await moveRow(tx, RECEIPT_WORKFLOW, receipt, change.action, {
        by: caller,
        log: operationLog,
        version: change.version,
        patch: change.patch,
        remark: change.remark,
      });
      await change.inTransaction?.(tx);
    });
    return views.receiptDetail(await views.ownReceipt(caller, receipt.id));
  }

  /** The first reading stays; a receipt not yet read is read now by the caller. */
  const readBy = (view: ReceiptView, caller: Principal, now: Date) => ({
    readAt: view.receipt.readAt ?? now,
    readByName: view.receipt.readByName ?? caller.name,
  });

  /** A receipt of the caller's own organisation, handled by its admins (others 403, another organisation's 404). */
  async function handledReceipt(caller: Principal, id: string): Promise<ReceiptView> {
    views.requireReceiver(caller);
    return views.ownReceipt(caller, id);
  }

  /** Signing or sending back, at the version the caller saw: either means the caller read it (if unread). */
  async function answer(
    caller: Principal,
    body: { id: string; version: number },
    action: 'sign' | 'return',
    patch: (now: Date) => Partial<MailReceiptRow>,
    remark?: string,
  ): Promise<MailReceiptDetail> {
    const view = await handledReceipt(caller, body.id);
    const now = clock.now();
    return move(caller, view, {
      action,
      version: body.version,
      patch: { ...patch(now), ...readBy(view, caller, now) },
      remark,
    });
  }

  return {
    async inbox(caller: Principal, query: ParsedQueryOf<E['inbox']>): Promise<Page<MailInboxRecord>> {
      views.requireReceiver(caller);
      const cursor = decodeCursor(query.cursor);
      const { rows, counted } = await repository.inbox(
        { orgId: caller.orgId, tab: query.tab },
        { after: cursor, limit: query.pageSize + 1, count: !cursor },
      );
      const withFiles = new Set(
        (await repository.attachments('mail', [...new Set(rows.map((row) => row.mail.id))])).map((f) => f.ownerId),
      );
      const now = clock.now();
      return pageFrom(rows, {
        pageSize: query.pageSize,
        counted: cursor?.counted ?? counted ?? 0,
        positionOf: (row) => ({ micros: row.receivedMicros, id: row.receipt.id }),
        present: (pageRows) =>
          pageRows.map((row) =>
            presentInboxRecord(row, now, row.receipt.state !== 'REVOKED' && withFiles.has(row.mail.id)),
          ),
      });
    },

    async summary(caller: Principal): Promise<MailInboxSummary> {
      // Plain guards have no inbox: nothing to badge.
      if (!views.mayReceive(caller)) return { unread: 0, toSign: 0, overdue: 0 };
      return repository.inboxSummary(caller.orgId, clock.now());
    },

    async receipt(caller: Principal, id: string): Promise<MailReceiptDetail> {
      return views.receiptDetail(await handledReceipt(caller, id));
    },

    /**
     * Each person's first open is recorded (reads per person); the organisation's first open also
     * marks the receipt read. Opening it again changes nothing.
     */
    async read(caller: Principal, body: ParsedBodyOf<E['read']>): Promise<MailReceiptDetail> {
      const view = await handledReceipt(caller, body.id);
      if (view.receipt.state !== 'REVOKED')
        await repository.recordRead(db, {
          receiptId: view.receipt.id,
          readerType: caller.loginType,
          readerId: caller.id,
          readerName: caller.name,
          readAt: clock.now(),
        });
      if (view.receipt.state !== 'UNREAD') return views.receiptDetail(view);
      return move(caller, view, {
        action: 'read',
        version: view.receipt.version,
        patch: { readAt: clock.now(), readByName: caller.name },
      }).catch(async (error: unknown) => {
        // Someone of the same organisation opened it at the same moment: it is read either way.
        if ((await repository.receipt(body.id))?.receipt.state === 'UNREAD') throw error;
        return views.receiptDetail(await views.ownReceipt(caller, body.id));
      });
    },

    sign: (caller: Principal, body: ParsedBodyOf<E['sign']>): Promise<MailReceiptDetail> =>
      answer(caller, body, 'sign', (now) => ({ signedAt: now, signedByName: caller.name })),

    /** Sending it back as not theirs, with the reason. */
    return: (caller: Principal, body: ParsedBodyOf<E['return']>): Promise<MailReceiptDetail> =>
      answer(caller, body, 'return', () => ({ returnReason: body.reason }), body.reason),

    async feedback(caller: Principal, body: ParsedBodyOf<E['feedback']>): Promise<MailReceiptDetail> {
      const view = await handledReceipt(caller, body.id);
      if (!termsOf(view.receipt, view.mail).needsFeedback)
        throw receiptInvalidTransition(view.receipt.state, '反馈（该公文无需反馈）');
      const now = clock.now();
      return move(caller, view, {
        action: 'feedback',
        version: body.version,
        patch: { feedbackContent: body.content, fedBackAt: now, fedBackByName: caller.name, redoReason: null },
        inTransaction: (tx) =>
          attachAttachments(tx, {
            keys: body.attachments,
            orgId: caller.orgId,
            owner: { type: 'mail_feedback', id: view.receipt.id },
            now,
          }),
      });
    },

    /**
     * 转发: a station passes its mail down to some of its communities with its own note; their admins
     * receive it to read and sign (no feedback, no deadline: the station answers the sender).
     */
    async forward(caller: Principal, body: ParsedBodyOf<E['forward']>): Promise<MailReceiptDetail> {
      const view = await handledReceipt(caller, body.id);
      if (view.mail.state !== 'SENT' || !mayForwardReceipt(view.receipt, view.orgKind))
        throw receiptInvalidTransition(view.receipt.state, '转发');
      const communities = new Map((await repository.communitiesOf(view.receipt.orgId)).map((c) => [c.id, c]));
      const picked = [...new Set(body.orgIds)].map((orgId) => communities.get(orgId));
      if (picked.some((c) => c === undefined))
        throw badRequest('参数 orgIds 错误：只能转发给本街道的社区', undefined, 'orgIds');
      const now = clock.now();
      await db.transaction(async (tx) => {
        const inserted = await repository.insertReceipts(
          tx,
          picked.map((community) => ({
            id: newId(),
            mailId: view.mail.id,
            orgId: community!.id,
            orgPath: community!.path,
            state: 'UNREAD' as const,
            parentReceiptId: view.receipt.id,
            forwardNote: body.note,
            receivedAt: now,
          })),
        );
        if (inserted.length === 0) throw badRequest('所选社区均已收到该公文', undefined, 'orgIds');
        await operationLog.note(
          {
            actorType: caller.loginType,
            actorId: caller.id,
            orgId: caller.orgId,
            action: 'mail.forward',
            entityType: MAIL_RECEIPT_ENTITY,
            entityId: view.receipt.id,
            remark: `转发${inserted.length}个社区：${body.note}`.slice(0, 1000),
          },
          tx,
        );
        for (const receipt of inserted)
          await notifier.notify(
            receipt.orgId,
            { kind: 'mail_new', text: `${view.orgName}转发：${view.mail.title}（${body.note}）` },
            tx,
          );
      });
      return views.receiptDetail(await views.ownReceipt(caller, view.receipt.id));
    },
  };
}
export type MailReceiverService = ReturnType<typeof createMailReceiverService>;
