import {
  type OrderAttachment,
  type OrderDetail,
  type OrderHistoryEntry,
  type OrderSummary,
  type OrderTarget,
  type OrderTask,
  type OrderTaskDetail,
} from '@afp/contract';
import { isOrderDone, isOrderTaskOverdue } from './cooperation-order.rules.ts';
import type { CooperationOrderTaskRow, OrderRow, OrderTaskRow } from './cooperation-order.repository.ts';
import type { TimelineRow } from '../operation-log/index.ts';
import { countsOf } from '../partner-task/index.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A logged row of the order or a task, as the shared timeline reader answers it. */
export type HistoryRow = TimelineRow;
export type FilesByOwner = Map<string, OrderAttachment[]>;

export const presentHistory = (rows: readonly HistoryRow[]): OrderHistoryEntry[] =>
  rows.map((row) => ({
    action: row.action,
    remark: row.remark,
    actorName: row.actorName,
    actorOrgName: row.actorOrgName,
    at: row.createdAt.toISOString(),
  }));

/** An order in the centre's list: its tasks counted by state, the overdue ones, done or not. */
export function presentOrderSummary(
  { order, orgName }: OrderRow,
  tasks: readonly Pick<CooperationOrderTaskRow, 'state' | 'deadlineAt'>[],
  now: Date,
): OrderSummary {
  return {
    id: order.id,
    title: order.title,
    type: order.type,
    urgency: order.urgency,
    orgName,
    createdByName: order.createdByName,
    createdAt: order.createdAt.toISOString(),
    deadlineAt: order.deadlineAt.toISOString(),
    targetCount: tasks.length,
    counts: countsOf(tasks.map((task) => task.state)),
    overdueCount: tasks.filter((task) => isOrderTaskOverdue(task, now)).length,
    isDone: isOrderDone(tasks.map((task) => task.state)),
  };
}

function feedbackOf(task: CooperationOrderTaskRow, files: FilesByOwner) {
  if (!task.fedBackAt || task.answer === null) return null;
  return {
    answer: task.answer,
    doneAt: iso(task.doneAt),
    attachments: files.get(task.id) ?? [],
    fedBackByName: task.fedBackByName ?? '',
    fedBackAt: task.fedBackAt.toISOString(),
  };
}

export function presentTarget(row: OrderTaskRow, files: FilesByOwner, now: Date): OrderTarget {
  const { task } = row;
  return {
    taskId: task.id,
    partnerOrgId: task.partnerOrgId,
    partnerOrgName: row.partnerOrgName,
    state: task.state,
    issuedAt: task.issuedAt.toISOString(),
    receivedAt: iso(task.receivedAt),
    fedBackAt: iso(task.fedBackAt),
    closedAt: iso(task.closedAt),
    deadlineAt: task.deadlineAt.toISOString(),
    isOverdue: isOrderTaskOverdue(task, now),
    returnReason: task.returnReason,
    feedback: feedbackOf(task, files),
    version: task.version,
  };
}

export function presentOrderDetail(
  row: OrderRow,
  context: {
    tasks: readonly OrderTaskRow[];
    attachments: OrderAttachment[];
    feedbackFiles: FilesByOwner;
    history: readonly HistoryRow[];
    now: Date;
  },
): OrderDetail {
  return {
    ...presentOrderSummary(
      row,
      context.tasks.map(({ task }) => task),
      context.now,
    ),
    content: row.order.content,
    attachments: context.attachments,
    targets: context.tasks.map((task) => presentTarget(task, context.feedbackFiles, context.now)),
    history: presentHistory(context.history),
  };
}

/** A partner's order task in its list: the order's title, type and urgency; nothing of other partners. */
export const presentOrderTask = ({ task, order, issuerOrgName }: OrderTaskRow, now: Date): OrderTask => ({
  id: task.id,
  orderId: order.id,
  title: order.title,
  type: task.type,
  urgency: task.urgency,
  state: task.state,
  issuerOrgName,
  issuedAt: task.issuedAt.toISOString(),
  deadlineAt: task.deadlineAt.toISOString(),
  isOverdue: isOrderTaskOverdue(task, now),
  version: task.version,
});

export function presentOrderTaskDetail(
  row: OrderTaskRow,
  context: { attachments: OrderAttachment[]; feedbackFiles: FilesByOwner; history: readonly HistoryRow[]; now: Date },
): OrderTaskDetail {
  const { task, order } = row;
  return {
    ...presentOrderTask(row, context.now),
    content: order.content,
    attachments: context.attachments,
    receivedAt: iso(task.receivedAt),
    fedBackAt: iso(task.fedBackAt),
    closedAt: iso(task.closedAt),
    returnReason: task.returnReason,
    feedback: feedbackOf(task, context.feedbackFiles),
    history: presentHistory(context.history),
  };
}
