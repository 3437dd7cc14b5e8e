import {
  isCentre,
  isInSubtree,
  isSupervisingOffice,
  type COOPERATION_ORDER_ENDPOINTS,
  type OrderAttachment,
  type OrderDetail,
  type OrderPartnerOption,
  type OrderSummary,
  type OrderTask,
  type OrderTaskDetail,
  type Page,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type ORDER_TASK_ENDPOINTS,
} from '@afp/contract';
import type { Clock } from '../../clock.ts';
import { keysetPage } from '../../core/keyset-page.ts';
import type { Principal } from '../../core/principal.ts';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { newId } from '../../secrets.ts';
import { attachPhotos } from '../file/index.ts';
import type { WorkNotifier } from '../identity/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import { movePartnerTask, type PartnerTasks } from '../partner-task/index.ts';
import { orderNotFound, orderTaskNotFound } from './cooperation-order.errors.ts';
import {
  presentOrderDetail,
  presentOrderSummary,
  presentOrderTask,
  presentOrderTaskDetail,
  type FilesByOwner,
} from './cooperation-order.presenter.ts';
import {
  ORDER_ENTITY,
  ORDER_TASK_ENTITY,
  ORDER_TASK_SOURCE,
  rankedId,
  type CooperationOrderRepository,
  type CooperationOrderTaskRow,
  type OrderRow,
  type OrderTaskRow,
} from './cooperation-order.repository.ts';
import {
  DEFAULT_ORDER_DEADLINES,
  isDoneAtAcceptable,
  orderDeadlineOf,
  redoDeadlineOf,
  type OrderDeadlineConfig,
  type OrderTaskMove,
} from './cooperation-order.rules.ts';

type C = typeof COOPERATION_ORDER_ENDPOINTS;
type P = typeof ORDER_TASK_ENDPOINTS;

const PARTNER_MOVE_OF = { RECEIVE: 'receive', START: 'start', FEEDBACK: 'feedback' } as const;

const groupFiles = (rows: readonly { key: string; name: string; ownerId: string | null }[]): FilesByOwner => {
  const byOwner: FilesByOwner = new Map();
  for (const row of rows) {
    if (!row.ownerId) continue;
    const list = byOwner.get(row.ownerId) ?? [];
    list.push({ key: row.key, name: row.name });
    byOwner.set(row.ownerId, list);
  }
  return byOwner;
};

export function createCooperationOrderService(deps: {
  db: Db;
  clock: Clock;
  repository: CooperationOrderRepository;
  operationLog: OperationLog;
  notifier: WorkNotifier;
  /** The partners an order may go to (shared with cooperation tasks). */
  partnerTasks: PartnerTasks;
  deadlines?: OrderDeadlineConfig;
}) {
  const { db, clock, repository, operationLog, notifier, partnerTasks } = deps;
  const deadlines = deps.deadlines ?? DEFAULT_ORDER_DEADLINES;

  /** Centre and district oa staff issue and follow orders. */
  function ensureIssuer(caller: Principal) {
    if (!isSupervisingOffice(caller)) throw forbidden('仅市反诈中心和分局工作人员可下发工单');
  }

  /** An order of the caller's subtree, else 404 (no existence oracle). */
  async function visibleOrder(caller: Principal, id: string): Promise<OrderRow> {
    const row = await repository.findOrder(id);
    if (!row || !isInSubtree(row.order.orgPath, caller.orgPath)) throw orderNotFound();
    return row;
  }

  async function orderDetail(row: OrderRow): Promise<OrderDetail> {
    const tasks = await repository.tasksOfOrders([row.order.id]);
    const taskIds = tasks.map(({ task }) => task.id);
    const [attachments, feedbackFiles, history] = await Promise.all([
      repository.filesOf('cooperation_order', [row.order.id]),
      repository.filesOf('cooperation_order_feedback', taskIds),
      repository.history({ orderId: row.order.id, taskIds }),
    ]);
    return presentOrderDetail(row, {
      tasks,
      attachments: attachments.map(({ key, name }): OrderAttachment => ({ key, name })),
      feedbackFiles: groupFiles(feedbackFiles),
      history,
      now: clock.now(),
    });
  }

  /** The partner's own task, else 404 whatever the id (swap-id). */
  async function partnerTask(caller: Principal, id: string): Promise<OrderTaskRow> {
    const row = await repository.findTask(id);
    if (!row || row.task.partnerOrgId !== caller.orgId || row.task.state === 'WITHDRAWN') throw orderTaskNotFound();
    return row;
  }

  async function taskDetail(row: OrderTaskRow): Promise<OrderTaskDetail> {
    const [attachments, feedbackFiles, history] = await Promise.all([
      repository.filesOf('cooperation_order', [row.order.id]),
      repository.filesOf('cooperation_order_feedback', [row.task.id]),
      repository.history({ taskIds: [row.task.id] }),
    ]);
    return presentOrderTaskDetail(row, {
      attachments: attachments.map(({ key, name }) => ({ key, name })),
      feedbackFiles: groupFiles(feedbackFiles),
      history,
      now: clock.now(),
    });
  }

  /** The one way a task changes state: conditional on state and version, logged in the same transaction. */
  async function move(
    caller: Principal,
    row: OrderTaskRow,
    change: {
      move: OrderTaskMove;
      version: number;
      patch?: Partial<CooperationOrderTaskRow>;
      remark?: string;
      attachmentKeys?: readonly string[];
      /** More of the same change in its transaction (a notice: the outbox). */
      also?: (tx: Tx) => Promise<void>;
    },
  ): Promise<void> {
    const { task } = row;
    await db.transaction(async (tx) => {
      await movePartnerTask(tx, ORDER_TASK_SOURCE, {
        task,
        action: change.move,
        version: change.version,
        patch: change.patch,
        by: caller,
        operationLog,
        subject: row.partnerOrgName,
        remark: change.remark,
      });
      if (change.attachmentKeys && change.attachmentKeys.length > 0)
        await attachPhotos(tx, {
          keys: change.attachmentKeys,
          orgId: caller.orgId,
          owner: { type: 'cooperation_order_feedback', id: task.id },
          now: clock.now(),
          field: 'attachments',
        });
      await change.also?.(tx);
    });
  }

  /** A task of an order the caller (oa) may follow, for the centre's moves. */
  async function issuerTask(caller: Principal, taskId: string): Promise<OrderTaskRow> {
    ensureIssuer(caller);
    const row = await repository.findTask(taskId);
    if (!row || !isInSubtree(row.order.orgPath, caller.orgPath)) throw orderTaskNotFound();
    return row;
  }

  async function issuerMove(
    caller: Principal,
    body: { taskId: string; version: number },
    moveName: 'return' | 'close',
    extra: (row: OrderTaskRow) => { patch?: Partial<CooperationOrderTaskRow>; remark?: string },
  ): Promise<OrderDetail> {
    const row = await issuerTask(caller, body.taskId);
    await move(caller, row, { move: moveName, version: body.version, ...extra(row) });
    return orderDetail(await visibleOrder(caller, row.order.id));
  }

  return {
    async partners(caller: Principal): Promise<OrderPartnerOption[]> {
      ensureIssuer(caller);
      return partnerTasks.partners();
    },

    /** One order, one task per target partner, each with the deadline; all logged in one transaction. */
    async create(caller: Principal, body: ParsedBodyOf<C['create']>): Promise<OrderDetail> {
      ensureIssuer(caller);
      const partners = new Map((await partnerTasks.partners()).map((partner) => [partner.id, partner]));
      const unknown = body.targetOrgIds.find((id) => !partners.has(id));
      if (unknown) throw badRequest('参数 targetOrgIds 错误：须为合作单位', undefined, 'targetOrgIds');
      const now = clock.now();
      const deadlineAt = orderDeadlineOf(body, now, deadlines);
      const orderId = newId();
      const tasks = body.targetOrgIds.map((partnerOrgId) => ({
        id: newId(),
        orderId,
        partnerOrgId,
        type: body.type,
        urgency: body.urgency,
        state: 'ISSUED' as const,
        orgPath: caller.orgPath,
        issuedAt: now,
        deadlineAt,
      }));
      await db.transaction(async (tx) => {
        await repository.insertOrder(
          tx,
          {
            id: orderId,
            title: body.title,
            type: body.type,
            content: body.content,
            urgency: body.urgency,
            orgId: caller.orgId,
            orgPath: caller.orgPath,
            createdById: caller.id,
            createdByName: caller.name,
            createdAt: now,
            deadlineAt,
          },
          tasks,
        );
        await attachPhotos(tx, {
          keys: body.attachments,
          orgId: caller.orgId,
          owner: { type: 'cooperation_order', id: orderId },
          now,
          field: 'attachments',
        });
        await operationLog.record(
          {
            actorType: caller.loginType,
            actorId: caller.id,
            orgId: caller.orgId,
            action: 'cooperation_order.create',
            entityType: ORDER_ENTITY,
            entityId: orderId,
            remark: `下发工单「${body.title}」至 ${tasks.length} 家单位`,
          },
          tx,
        );
        for (const task of tasks)
          await operationLog.record(
            {
              actorType: caller.loginType,
              actorId: caller.id,
              orgId: caller.orgId,
              action: 'cooperation_order.issue',
              entityType: ORDER_TASK_ENTITY,
              entityId: task.id,
              toState: 'ISSUED',
              remark: `下发至 ${partners.get(task.partnerOrgId)?.name ?? ''}`,
            },
            tx,
          );
      });
      return orderDetail(await visibleOrder(caller, orderId));
    },

    async page(caller: Principal, query: ParsedQueryOf<C['page']>): Promise<Page<OrderSummary>> {
      ensureIssuer(caller);
      const now = clock.now();
      const scope = { orgPath: caller.orgPath, filter: query.filter, now };
      return keysetPage(
        query,
        async (slice) => {
          const { rows, counted } = await repository.orderPage(scope, slice);
          // The page's orders with their tasks (the row past the page is only its cursor).
          const tasks = await repository.tasksOfOrders(rows.slice(0, query.pageSize).map((row) => row.order.id));
          const tasksOf = (orderId: string) =>
            tasks.filter(({ task }) => task.orderId === orderId).map(({ task }) => task);
          return { counted, rows: rows.map((row) => ({ ...row, tasks: tasksOf(row.order.id) })) };
        },
        {
          positionOf: (row) => ({ micros: row.createdMicros, id: row.order.id }),
          present: (pageRows) => pageRows.map((row) => presentOrderSummary(row, row.tasks, now)),
        },
      );
    },

    async info(caller: Principal, id: string): Promise<OrderDetail> {
      ensureIssuer(caller);
      return orderDetail(await visibleOrder(caller, id));
    },

    /** Sent back for redo with a reason; the redo gets a fresh deadline from now. */
    return: (caller: Principal, body: ParsedBodyOf<C['return']>) =>
      issuerMove(caller, body, 'return', (row) => ({
        remark: body.reason,
        patch: { returnReason: body.reason, deadlineAt: redoDeadlineOf(row.task.urgency, clock.now(), deadlines) },
      })),

    /** Withdrawn with a reason, told to the partner as a notice: the task leaves its list. */
    async withdraw(caller: Principal, body: ParsedBodyOf<C['withdraw']>): Promise<OrderDetail> {
      const row = await issuerTask(caller, body.taskId);
      await move(caller, row, {
        move: 'withdraw',
        version: body.version,
        patch: { withdrawnAt: clock.now() },
        remark: body.reason,
        also: (tx) =>
          notifier.notify(
            row.task.partnerOrgId,
            {
              kind: 'cooperation_withdrawn',
              text: `协作工单「${row.order.title}」已撤回，无需办理。撤回原因：${body.reason}`,
            },
            tx,
          ),
      });
      return orderDetail(await visibleOrder(caller, row.order.id));
    },

    close: (caller: Principal, body: ParsedBodyOf<C['close']>) =>
      issuerMove(caller, body, 'close', () => ({ patch: { closedAt: clock.now() } })),

    /** Open urgent first, then newest; the partner's own organisation only. */
    async partnerList(caller: Principal, query: ParsedQueryOf<P['list']>): Promise<Page<OrderTask>> {
      const now = clock.now();
      return keysetPage(
        query,
        (slice) => repository.partnerPage({ partnerOrgId: caller.orgId, state: query.state }, slice),
        {
          positionOf: (row) => ({ micros: row.issuedMicros, id: rankedId(Number(row.rank), row.task.id) }),
          present: (pageRows) => pageRows.map((row) => presentOrderTask(row, now)),
        },
      );
    },

    async partnerDetail(caller: Principal, id: string): Promise<OrderTaskDetail> {
      return taskDetail(await partnerTask(caller, id));
    },

    async handle(caller: Principal, body: ParsedBodyOf<P['handle']>): Promise<OrderTaskDetail> {
      const row = await partnerTask(caller, body.id);
      const now = clock.now();
      const moveName = PARTNER_MOVE_OF[body.action];
      if (moveName === 'feedback') {
        const doneAt = body.doneAt ? new Date(body.doneAt) : null;
        if (doneAt && !isDoneAtAcceptable(doneAt, now))
          throw badRequest('参数 doneAt 错误：完成时间不能晚于当前时间', undefined, 'doneAt');
        await move(caller, row, {
          move: 'feedback',
          version: body.version,
          patch: { answer: body.answer ?? '', doneAt, fedBackAt: now, fedBackByName: caller.name },
          attachmentKeys: body.attachments,
        });
      } else {
        await move(caller, row, {
          move: moveName,
          version: body.version,
          patch: moveName === 'receive' ? { receivedAt: now } : {},
        });
      }
      return taskDetail(await partnerTask(caller, body.id));
    },

    /** Whether the caller may see the response-time figures: the centre's oa staff. */
    ensureFigures(caller: Principal) {
      if (caller.loginType !== 'oa' || !isCentre(caller)) throw forbidden('仅市反诈中心可查看响应时效');
    },
  };
}
export type CooperationOrderService = ReturnType<typeof createCooperationOrderService>;
