import type { Db } from '../db/client.ts';
import { orgNotice, workReminder } from '../db/schema.ts';
import { warningFeedbackItems, warningSignItems } from '../features/early-warning/index.ts';
import { reminderText, type ReminderDue } from '../features/identity/index.ts';
import { DEMO_COMMUNITY_ID, type DemoWarnings } from './early-warnings.seed.ts';

type NoticeInsert = typeof orgNotice.$inferInsert;

/** Notices the demo community would have received: its newest warnings waiting to be signed (消息通知). */
export function buildDemoNotices(data: Pick<DemoWarnings, 'warnings' | 'assignments'>, count = 5): NoticeInsert[] {
  const warningNo = new Map(data.warnings.map((warning) => [warning.id, warning.warningNo]));
  return data.assignments
    .filter((assignment) => assignment.orgId === DEMO_COMMUNITY_ID && assignment.state === 'PENDING_SIGN')
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, count)
    .map((assignment) => ({
      id: `notice-${assignment.id}`,
      orgId: assignment.orgId,
      kind: 'new_warning' as const,
      warningId: assignment.warningId,
      assignmentId: assignment.id,
      message: `新预警 ${warningNo.get(assignment.warningId) ?? ''} 待签收`,
      createdAt: assignment.createdAt,
    }));
}

/** The share the demo's reminders were sent at (the default WORK_REMINDER_SHARES' first). */
const DEMO_REMINDER_SHARE = 50;

/**
 * The demo community's warnings past half their time to sign or feed back, as the pre-deadline
 * reminders (features/identity/deadline-reminders.ts) would have found them at `now`.
 */
function halfGone(data: Pick<DemoWarnings, 'assignments'>, now: Date): ReminderDue[] {
  const due: ReminderDue[] = [];
  for (const a of data.assignments) {
    if (a.orgId !== DEMO_COMMUNITY_ID) continue;
    const sign = a.state === 'PENDING_SIGN';
    const feedback = a.state === 'HANDLING' || a.state === 'WAITING_SECOND_FEEDBACK';
    const source = sign ? warningSignItems : feedback ? warningFeedbackItems : undefined;
    const dueAt = sign ? a.signDeadline : a.feedbackDeadline;
    const startAt = sign ? a.pushedAt : (a.signedAt ?? a.pushedAt);
    if (!source || !dueAt || dueAt <= now) continue;
    if (now.getTime() < startAt.getTime() + (dueAt.getTime() - startAt.getTime()) * (DEMO_REMINDER_SHARE / 100))
      continue;
    const subject = `${sign ? '预警待签收' : '预警待反馈'}（${a.level}级）`;
    const item = { kind: source.kind, itemId: `${a.id}:${sign ? 'sign' : 'feedback'}`, entityId: a.id, orgId: a.orgId };
    due.push({
      item: { ...item, subject, startAt, dueAt, link: '', guardId: null },
      share: DEMO_REMINDER_SHARE,
      label: source.label,
    });
  }
  return due;
}

/**
 * 即将到期提醒 of the demo community (消息通知): the reminder of one warning and a digest of all
 * those past half their time, with their claims, so the running sweep does not send them again.
 */
export function buildDemoReminders(data: Pick<DemoWarnings, 'assignments'>, now: Date) {
  const due = halfGone(data, now);
  if (due.length === 0) return { notices: [], claims: [] };
  const notice = (id: string, items: ReminderDue[], minutesAgo: number): NoticeInsert => ({
    id,
    orgId: DEMO_COMMUNITY_ID,
    kind: 'deadline_reminder',
    assignmentId: items.length === 1 ? items[0]!.item.entityId : null,
    message: reminderText(items),
    createdAt: new Date(now.getTime() - minutesAgo * 60_000),
  });
  const notices = [notice('notice-reminder-one', due.slice(0, 1), 12)];
  if (due.length > 1) notices.push(notice('notice-reminder-digest', due, 2));
  const claims = due.map(({ item, share }) => ({
    itemKind: item.kind,
    itemId: item.itemId,
    dueAt: item.dueAt!,
    share,
    orgId: item.orgId,
    sentAt: now,
  }));
  return { notices, claims };
}

export async function insertDemoNotices(
  db: Db,
  data: Pick<DemoWarnings, 'warnings' | 'assignments'>,
  now: Date,
): Promise<void> {
  const reminders = buildDemoReminders(data, now);
  const notices = [...buildDemoNotices(data), ...reminders.notices];
  if (notices.length > 0) await db.insert(orgNotice).values(notices);
  if (reminders.claims.length > 0) await db.insert(workReminder).values(reminders.claims);
}
