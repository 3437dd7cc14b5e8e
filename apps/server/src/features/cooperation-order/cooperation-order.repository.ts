import { and, asc, eq, inArray, lt, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ORDER_TASK_ACTIONS,
  ORDER_TASK_FINAL_STATES,
  ORDER_TASK_OPEN_STATES,
  ORDER_TASK_STATES,
  type OrderListFilter,
  type OrderTaskState,
} from '@afp/contract';
import { before, countCapped, microsOf, newestFirst, type PageSlice } from '../../core/keyset-page.ts';
import { inSubtreeOf } from '../../core/org-scope.ts';
import type { Db, Tx } from '../../db/client.ts';
import { storedFile } from '../file/index.ts';
import { readTimelines } from '../operation-log/index.ts';
import { org } from '../org/index.ts';
import { definePartnerTaskSource } from '../partner-task/index.ts';
import { orderTaskInvalidTransition, orderTaskStaleVersion } from './cooperation-order.errors.ts';
import { ORDER_TASK_TRANSITIONS } from './cooperation-order.rules.ts';
import {
  cooperationOrder,
  cooperationOrderTask,
  type CooperationOrderRow,
  type CooperationOrderTaskRow,
} from './cooperation-order.table.ts';

export const ORDER_ENTITY = 'cooperation_order';
export const ORDER_TASK_ENTITY = 'cooperation_order_task';

/** Order tasks as a source of partner tasks: moved at their version, logged, 409s of their own. */
export const ORDER_TASK_SOURCE = definePartnerTaskSource({
  table: cooperationOrderTask,
  transitions: ORDER_TASK_TRANSITIONS,
  stateLabels: ORDER_TASK_STATES,
  entityType: ORDER_TASK_ENTITY,
  actionPrefix: 'cooperation_order',
  actionNames: {
    receive: ORDER_TASK_ACTIONS.RECEIVE,
    start: ORDER_TASK_ACTIONS.START,
    feedback: ORDER_TASK_ACTIONS.FEEDBACK,
    return: '退回重办',
    close: '办结',
    withdraw: '撤回',
  },
  staleVersion: orderTaskStaleVersion,
  invalidTransition: orderTaskInvalidTransition,
});

const o = cooperationOrder;
const t = cooperationOrderTask;
const issuerOrg = alias(org, 'issuer_org');
const partnerOrg = alias(org, 'partner_org');

/** Open and urgent first (0), everything else after (1): the partner's working order. */
const rankOf = sql<number>`(case when ${t.urgency} = 'URGENT' and ${t.state} in (${sql.join(
  ORDER_TASK_OPEN_STATES.map((state) => sql`${state}`),
  sql`, `,
)}) then 0 else 1 end)`;

/** The partner list's cursor id carries the rank: `<rank>:<task id>`. */
export const rankedId = (rank: number, id: string) => `${rank}:${id}`;
const parseRankedId = (value: string): { rank: number; id: string } | undefined => {
  const match = /^([01]):(.+)$/.exec(value);
  return match ? { rank: Number(match[1]), id: match[2]! } : undefined;
};

export function createCooperationOrderRepository({ db }: { db: Db }) {
  const orderColumns = { order: o, orgName: issuerOrg.name, createdMicros: microsOf(o.createdAt) };
  const ordersWhere = (where: SQL | undefined) =>
    db.select(orderColumns).from(o).innerJoin(issuerOrg, eq(issuerOrg.id, o.orgId)).where(where);

  const taskColumns = { task: t, order: o, issuerOrgName: issuerOrg.name, partnerOrgName: partnerOrg.name };
  const tasksWhere = (where: SQL | undefined, tx: Db | Tx = db) =>
    tx
      .select(taskColumns)
      .from(t)
      .innerJoin(o, eq(o.id, t.orderId))
      .innerJoin(issuerOrg, eq(issuerOrg.id, o.orgId))
      .innerJoin(partnerOrg, eq(partnerOrg.id, t.partnerOrgId))
      .where(where);

  const notFinal = notInArray(t.state, [...ORDER_TASK_FINAL_STATES]);
  const someTask = (where: SQL) => sql`exists (select 1 from ${t} where ${t.orderId} = ${o.id} and ${where})`;

  return {
    async org(id: string) {
      const [row] = await db.select().from(org).where(eq(org.id, id));
      return row;
    },
    async insertOrder(tx: Tx, order: typeof o.$inferInsert, tasks: (typeof t.$inferInsert)[]) {
      await tx.insert(o).values(order);
      await tx.insert(t).values(tasks);
    },
    async findOrder(id: string) {
      const [row] = await ordersWhere(eq(o.id, id));
      return row;
    },
    /** One page of the orders issued by the caller's subtree, newest first. */
    async orderPage(scope: { orgPath: string; filter: OrderListFilter; now: Date }, page: PageSlice) {
      const byFilter: Record<OrderListFilter, SQL | undefined> = {
        ALL: undefined,
        OPEN: someTask(notFinal),
        OVERDUE: someTask(
          and(inArray(t.state, [...ORDER_TASK_OPEN_STATES]), lt(t.deadlineAt, scope.now)) ?? sql`false`,
        ),
        DONE: sql`not ${someTask(notFinal)}`,
      };
      const where = and(inSubtreeOf(o.orgPath, scope.orgPath), byFilter[scope.filter]);
      const [rows, counted] = await Promise.all([
        ordersWhere(and(where, before(o.createdAt, o.id, page.after)))
          .orderBy(...newestFirst(o.createdAt, o.id))
          .limit(page.limit),
        page.count ? countCapped(db, o, where) : undefined,
      ]);
      return { rows, counted };
    },
    /** The tasks of some orders with their partners' names. */
    tasksOfOrders(orderIds: readonly string[]) {
      if (orderIds.length === 0) return Promise.resolve([]);
      return tasksWhere(inArray(t.orderId, [...orderIds])).orderBy(asc(partnerOrg.sort), asc(t.id));
    },
    async findTask(id: string, tx: Db | Tx = db) {
      const [row] = await tasksWhere(eq(t.id, id), tx);
      return row;
    },
    /** A partner's own order tasks: open urgent ones first, then newest issued first (keyset on rank, time, id). */
    async partnerPage(scope: { partnerOrgId: string; state?: OrderTaskState }, page: PageSlice) {
      // A withdrawn task is no longer the partner's (its detail answers 404 too).
      const where = and(
        eq(t.partnerOrgId, scope.partnerOrgId),
        ne(t.state, 'WITHDRAWN'),
        scope.state ? eq(t.state, scope.state) : undefined,
      );
      const position = page.after ? parseRankedId(page.after.id) : undefined;
      const after =
        page.after && position
          ? or(
              sql`${rankOf} > ${position.rank}`,
              and(sql`${rankOf} = ${position.rank}`, before(t.issuedAt, t.id, { ...page.after, id: position.id })),
            )
          : page.after
            ? sql`false`
            : undefined;
      const [rows, counted] = await Promise.all([
        db
          .select({ ...taskColumns, rank: rankOf, issuedMicros: microsOf(t.issuedAt) })
          .from(t)
          .innerJoin(o, eq(o.id, t.orderId))
          .innerJoin(issuerOrg, eq(issuerOrg.id, o.orgId))
          .innerJoin(partnerOrg, eq(partnerOrg.id, t.partnerOrgId))
          .where(and(where, after))
          .orderBy(asc(rankOf), ...newestFirst(t.issuedAt, t.id))
          .limit(page.limit),
        page.count ? countCapped(db, t, where) : undefined,
      ]);
      return { rows, counted };
    },
    /** The log of an order and its tasks (or of one task), oldest first, with the actor's organisation. */
    /** The order's and its tasks' log as one timeline, with who did each thing (the shared reader). */
    history: (entities: { orderId?: string; taskIds: readonly string[] }) =>
      readTimelines(db, [
        { entityType: ORDER_ENTITY, entityIds: entities.orderId ? [entities.orderId] : [] },
        { entityType: ORDER_TASK_ENTITY, entityIds: entities.taskIds },
      ]),
    /** Names of the files attached to the owners (an order, task feedbacks). */
    filesOf(ownerType: 'cooperation_order' | 'cooperation_order_feedback', ownerIds: readonly string[]) {
      if (ownerIds.length === 0) return Promise.resolve([]);
      return db
        .select({ key: storedFile.key, name: storedFile.name, ownerId: storedFile.ownerId })
        .from(storedFile)
        .where(and(eq(storedFile.ownerType, ownerType), inArray(storedFile.ownerId, [...ownerIds])))
        .orderBy(asc(storedFile.attachedAt), asc(storedFile.key));
    },
  };
}
export type CooperationOrderRepository = ReturnType<typeof createCooperationOrderRepository>;
export type OrderRow = NonNullable<Awaited<ReturnType<CooperationOrderRepository['findOrder']>>>;
export type OrderTaskRow = NonNullable<Awaited<ReturnType<CooperationOrderRepository['findTask']>>>;
export type { CooperationOrderRow, CooperationOrderTaskRow };
