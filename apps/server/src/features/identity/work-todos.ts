import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../../clock.ts';
import { defineJob, everyMinuteSweep, type Jobs } from '../../core/jobs/index.ts';
import type { OpenWorkItem, WorkItemSource } from '../../core/work-item-source.ts';
import type { Db, Tx } from '../../db/client.ts';
import { loggableError } from '../../http/loggable-error.ts';
import { newId } from '../../secrets.ts';
import { IdentityProviderError } from './identity-provider.ts';
import { openItems } from './work-items.ts';
import { createWorkNoticeRepository } from './work-notice.repository.ts';
import type { WorkTodoSender } from './work-todo-sender.ts';
import { ACTIVE_TODO_STATES, workTodo, type WorkTodoRow, type WorkTodoState } from './work-todo.table.ts';

/** Creates one stored todo at the vendor. */
export const createWorkTodoJob = { name: 'work-todo.create', payload: z.object({ todoId: z.string() }) };
/** Completes one stored todo at the vendor. */
export const completeWorkTodoJob = { name: 'work-todo.complete', payload: z.object({ todoId: z.string() }) };
/** Brings one logged entity's todos in line with its items (enqueued by the operation log's hook). */
export const syncWorkTodosJob = {
  name: 'work-todo.sync',
  payload: z.object({ entityType: z.string(), entityId: z.string() }),
};

export interface WorkTodos {
  /**
   * Called for every operation-log row, in the business transaction: when the entity's items have
   * todos, their sync is enqueued there (the outbox) — a rolled-back move syncs nothing.
   */
  touched(tx: Db | Tx, entityType: string, entityId: string): Promise<void>;
  /** Brings one entity's todos in line with its open items now. */
  sync(entityType: string, entityId: string): Promise<void>;
  /** Every source reconciled: new items' todos (creations that log no move), lost items' closed. */
  sweep: ReturnType<typeof everyMinuteSweep>;
}

/**
 * The todo port 待办 (issue 26): each open work item (core/work-item-source.ts) becomes a workplace-app
 * to-do of its holder's bound members (the source's audience, or the guard in charge), completed when the item leaves `open()` — done, or
 * taken away (transferred, revoked, withdrawn). Items are derived, not told: a move of a source's
 * entity (its operation-log row) enqueues a sync of that entity in the move's transaction, and a
 * minute sweep catches what no move logged (items created with their rows). Rows are claimed by
 * conditional updates, so two processes create and complete each vendor task once; vendor calls run
 * in jobs retried with backoff, never in the business transaction.
 */
export function createWorkTodos(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  jobs: Jobs;
  sender?: WorkTodoSender;
  sources: readonly WorkItemSource[];
  /** The app's public address (APP_PUBLIC_URL): a todo's link is this plus the item's page. */
  publicUrl?: string;
}): WorkTodos {
  const { db, clock, log, jobs, sender, sources } = deps;
  const deliveries = createWorkNoticeRepository({ db });
  const entityTypes = new Set(sources.map((source) => source.entityType));
  // The deadline is part of the key: a moved deadline (a task returned for a redo) completes the
  // to-do and opens one with the new due time, since the vendor's to-do shows it.
  const keyOf = (row: { itemKind: string; itemId: string; orgId: string; dueAt: Date | null }) =>
    `${row.itemKind}|${row.itemId}|${row.orgId}|${row.dueAt?.getTime() ?? ''}`;
  const urlOf = (link: string) => (deps.publicUrl ? `${deps.publicUrl.replace(/\/+$/, '')}${link}` : null);

  /** Opens the todos of an item no active row stands for: one per bound member of the holder. */
  async function open(app: WorkTodoSender, item: OpenWorkItem, recipients: string[]) {
    if (recipients.length === 0) return;
    const now = clock.now();
    const state: WorkTodoState = app.supported ? 'PENDING' : 'UNSUPPORTED';
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(workTodo)
        .values(
          recipients.map((vendorUserId) => ({
            id: newId(),
            itemKind: item.kind,
            itemId: item.itemId,
            entityId: item.entityId,
            orgId: item.orgId,
            provider: app.provider,
            appKey: app.appKey,
            vendorUserId,
            state,
            subject: item.subject,
            dueAt: item.dueAt,
            link: item.link,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: workTodo.id });
      if (app.supported) for (const { id } of inserted) await jobs.enqueue(tx, createWorkTodoJob, { todoId: id });
    });
  }

  /** Closes active rows whose item is gone: OPEN ones are completed at the vendor, the rest cancelled. */
  async function close(ids: string[]) {
    if (ids.length === 0) return;
    await db.transaction(async (tx) => {
      const closed = await tx
        .update(workTodo)
        .set({
          state: sql`case when ${workTodo.state} = 'OPEN' then 'CLOSING' else 'CANCELLED' end`,
          updatedAt: clock.now(),
        })
        .where(and(inArray(workTodo.id, ids), inArray(workTodo.state, ACTIVE_TODO_STATES)))
        .returning({ id: workTodo.id, state: workTodo.state });
      for (const row of closed)
        if (row.state === 'CLOSING') await jobs.enqueue(tx, completeWorkTodoJob, { todoId: row.id });
    });
  }

  async function reconcile(app: WorkTodoSender, kinds: readonly WorkItemSource[], entityId?: string) {
    if (kinds.length === 0) return 0;
    const items = (await Promise.all(kinds.map((source) => openItems(db, source, { entityId })))).flat();
    const active = await db
      .select()
      .from(workTodo)
      .where(
        and(
          inArray(workTodo.state, ACTIVE_TODO_STATES),
          inArray(
            workTodo.itemKind,
            kinds.map((source) => source.kind),
          ),
          entityId === undefined ? undefined : eq(workTodo.entityId, entityId),
        ),
      );
    const wanted = new Set(items.map((item) => keyOf({ itemKind: item.kind, ...item })));
    const held = new Set(active.map(keyOf));
    await close(active.filter((row) => !wanted.has(keyOf(row))).map((row) => row.id));
    const audienceOf = new Map(kinds.map((source) => [source.kind, source.audience ?? 'members']));
    const recipientsOf = new Map<string, Promise<string[]>>();
    for (const item of items) {
      if (held.has(keyOf({ itemKind: item.kind, ...item }))) continue;
      const audience = audienceOf.get(item.kind) ?? 'members';
      const key = item.guardId ? `guard|${item.guardId}` : `${item.orgId}|${audience}`;
      if (!recipientsOf.has(key))
        recipientsOf.set(
          key,
          item.guardId
            ? deliveries.recipientsOfAccount('guard', item.guardId, app)
            : deliveries.recipients(item.orgId, app, audience),
        );
      await open(app, item, (await recipientsOf.get(key)) ?? []);
    }
    return items.length;
  }

  async function vendorCall(todo: WorkTodoRow, action: string, call: () => Promise<void>) {
    try {
      await call();
    } catch (error) {
      const reason = error instanceof IdentityProviderError ? error.message : loggableError(error, log);
      log.warn({ todoId: todo.id, itemKind: todo.itemKind, reason }, `work todo not ${action}`);
      throw error; // retried with backoff by the queue
    }
  }

  async function create(app: WorkTodoSender, todoId: string) {
    const [todo] = await db.select().from(workTodo).where(eq(workTodo.id, todoId));
    if (!todo || todo.state !== 'PENDING') return;
    let taskId = '';
    await vendorCall(todo, 'created', async () => {
      taskId = await app.create({
        vendorUserId: todo.vendorUserId,
        sourceId: todo.id,
        subject: todo.subject,
        dueAt: todo.dueAt,
        url: urlOf(todo.link),
      });
    });
    const [opened] = await db
      .update(workTodo)
      .set({ vendorTaskId: taskId, state: 'OPEN', updatedAt: clock.now() })
      .where(and(eq(workTodo.id, todoId), eq(workTodo.state, 'PENDING')))
      .returning({ id: workTodo.id });
    if (opened) return;
    // Cancelled while the vendor created it: the task exists there now, so it is completed at once.
    await db
      .update(workTodo)
      .set({ vendorTaskId: taskId, state: 'CLOSING', updatedAt: clock.now() })
      .where(and(eq(workTodo.id, todoId), eq(workTodo.state, 'CANCELLED')));
    await complete(app, todoId);
  }

  async function complete(app: WorkTodoSender, todoId: string) {
    const [todo] = await db.select().from(workTodo).where(eq(workTodo.id, todoId));
    if (!todo || todo.state !== 'CLOSING' || !todo.vendorTaskId) return;
    const vendorTaskId = todo.vendorTaskId;
    await vendorCall(todo, 'completed', () => app.complete({ vendorUserId: todo.vendorUserId, vendorTaskId }));
    await db
      .update(workTodo)
      .set({ state: 'DONE', updatedAt: clock.now() })
      .where(and(eq(workTodo.id, todoId), eq(workTodo.state, 'CLOSING')));
  }

  const sourcesOf = (entityType: string) => sources.filter((source) => source.entityType === entityType);
  const sync = async (entityType: string, entityId: string) => {
    if (sender) await reconcile(sender, sourcesOf(entityType), entityId);
  };
  const sweep = everyMinuteSweep('work-todo.sweep', async () => (sender ? reconcile(sender, sources) : 0));

  if (sender) {
    jobs.register(
      defineJob({ ...createWorkTodoJob, handle: ({ todoId }) => create(sender, todoId) }),
      defineJob({ ...completeWorkTodoJob, handle: ({ todoId }) => complete(sender, todoId) }),
      defineJob({ ...syncWorkTodosJob, handle: ({ entityType, entityId }) => sync(entityType, entityId) }),
      sweep.job,
    );
  }

  return {
    async touched(tx, entityType, entityId) {
      if (!sender || !entityTypes.has(entityType)) return;
      // One waiting sync per entity is enough: a later move of it replaces the job still queued.
      await jobs.enqueue(tx, syncWorkTodosJob, { entityType, entityId }, { key: `todo:${entityType}:${entityId}` });
    },
    sync,
    sweep,
  };
}
