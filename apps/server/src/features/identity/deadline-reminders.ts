import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { formatChinaDateTime } from '@afp/contract';
import type { Clock } from '../../clock.ts';
import { defineJob } from '../../core/jobs/index.ts';
import type { OpenWorkItem, WorkItemSource } from '../../core/work-item-source.ts';
import type { Db } from '../../db/client.ts';
import { openItems } from './work-items.ts';
import type { WorkMessage, WorkNotifier } from './work-notifier.ts';
import { workReminder } from './work-todo.table.ts';

/**
 * How often the reminders run: every item crossing a share within the period goes into one notice
 * per organisation, so an organisation gets at most 12 an hour however many items it holds (the
 * vendors keep 100 per user per day) — and a 30-minute deadline still hears before it ends.
 */
export const REMINDER_PERIOD_MINUTES = 5;

/** One item past a share of its time, not yet reminded at that share. */
export interface ReminderDue {
  item: OpenWorkItem;
  share: number;
  label: string;
}

/**
 * The digest of an organisation's items: one item says itself; several are counted by kind with
 * the earliest deadline. The text changes with what is in it, so two digests of a day are not
 * the "identical content" a vendor drops.
 */
export function reminderText(due: readonly ReminderDue[]): string {
  const sorted = [...due].sort((a, b) => (a.item.dueAt?.getTime() ?? 0) - (b.item.dueAt?.getTime() ?? 0));
  const first = sorted[0]!;
  const deadline = formatChinaDateTime(first.item.dueAt!);
  if (sorted.length === 1) return `即将到期：${first.item.subject}，${deadline} 前完成（已过时限的 ${first.share}%）`;
  const counts = new Map<string, number>();
  for (const { label } of sorted) counts.set(label, (counts.get(label) ?? 0) + 1);
  const parts = [...counts].map(([label, n]) => `${label} ${n} 件`).join('、');
  return `即将到期 ${sorted.length} 件：${parts}；最早 ${deadline} 到期：${first.item.subject}`;
}

/**
 * The reminder rows an organisation's digest claims, in key order: two processes claiming the same
 * rows take their locks in one order, so one waits for the other instead of deadlocking.
 */
const claimsOf = (orgId: string, entries: readonly { due: ReminderDue; passed: number[] }[], now: Date) =>
  entries
    .flatMap(({ due, passed }) =>
      passed.map((share) => ({
        itemKind: due.item.kind,
        itemId: due.item.itemId,
        dueAt: due.item.dueAt!,
        share,
        orgId,
        sentAt: now,
      })),
    )
    .sort((a, b) => `${a.itemKind}|${a.itemId}|${a.share}`.localeCompare(`${b.itemKind}|${b.itemId}|${b.share}`));

/** A single warning's reminder opens the warning; a digest opens the notice list only. */
const messageOf = (due: readonly ReminderDue[]): WorkMessage => {
  const only = due.length === 1 ? due[0]!.item : undefined;
  const assignmentId = only && only.kind.startsWith('warning_') ? only.entityId : null;
  return { kind: 'deadline_reminder', text: reminderText(due), assignmentId };
};

/**
 * Work notices before the deadline (issue 26): when an open item (core/work-item-source.ts) has used
 * a configured share of its time (start → due, e.g. 50 % and 80 %), its holder is told once per
 * item, deadline and share — a share passed together with a higher one is claimed silently, and a
 * new deadline arms them again. Overdue items are left to each feature's escalation. A periodic job
 * once across processes: the `work_reminder` key is the claim, inserted with the notice in one
 * transaction per organisation, so two runs at once send each reminder once.
 */
export function createDeadlineReminders(deps: {
  db: Db;
  clock: Clock;
  notifier: WorkNotifier;
  sources: readonly WorkItemSource[];
  /** Percent of the time gone, ascending (WORK_REMINDER_SHARES). */
  shares: readonly number[];
}) {
  const { db, clock, notifier, sources } = deps;
  const shares = [...deps.shares].sort((a, b) => a - b);

  /** Items of a source past `share` and not reminded at it for their current deadline. */
  const pastShare = (source: WorkItemSource, share: number, now: Date) => {
    const at = sql`${now.toISOString()}::timestamptz`;
    return openItems(db, source, {
      where: sql`i.due_at > ${at} and i.start_at < i.due_at
        and ${at} >= i.start_at + (i.due_at - i.start_at) * ${share / 100}::float8
        and not exists (select 1 from ${workReminder} r where r.item_kind = ${source.kind}
          and r.item_id = i.item_id and r.due_at = i.due_at and r.share = ${share})`,
    });
  };

  async function runOnce(): Promise<number> {
    const now = clock.now();
    // Per item the highest share passed; the lower ones it passed are claimed with it.
    const byItem = new Map<string, { due: ReminderDue; passed: number[] }>();
    for (const source of sources)
      for (const share of shares)
        for (const item of await pastShare(source, share, now)) {
          const key = `${item.kind}|${item.itemId}`;
          const entry = byItem.get(key) ?? { due: { item, share, label: source.label }, passed: [] };
          entry.due.share = share;
          entry.passed.push(share);
          byItem.set(key, entry);
        }
    const byOrg = new Map<string, { due: ReminderDue; passed: number[] }[]>();
    for (const entry of byItem.values())
      byOrg.set(entry.due.item.orgId, [...(byOrg.get(entry.due.item.orgId) ?? []), entry]);
    let sent = 0;
    for (const [orgId, entries] of byOrg) {
      sent += await db.transaction(async (tx) => {
        const claimed = await tx
          .insert(workReminder)
          .values(claimsOf(orgId, entries, now))
          .onConflictDoNothing()
          .returning({ itemKind: workReminder.itemKind, itemId: workReminder.itemId });
        const mine = new Set(claimed.map((row) => `${row.itemKind}|${row.itemId}`));
        // Another run claimed these meanwhile: its notice names them.
        const due = entries.filter(({ due }) => mine.has(`${due.item.kind}|${due.item.itemId}`)).map((e) => e.due);
        if (due.length === 0) return 0;
        await notifier.notify(orgId, messageOf(due), tx);
        return due.length;
      });
    }
    return sent;
  }

  return {
    run: runOnce,
    job: defineJob({
      name: 'work-reminder.sweep',
      payload: z.object({}),
      everyMinutes: REMINDER_PERIOD_MINUTES,
      maxAttempts: 1,
      handle: runOnce,
    }),
  };
}
export type DeadlineReminders = ReturnType<typeof createDeadlineReminders>;
