import { pad2 as pad } from '../../lib/date-time';

/**
 * Partner tasks (警企协作 cooperation tasks and oa 工单 order tasks) count down to the partner's
 * next answer the same way: these rules serve both features' lists, details and handle pages.
 */

/** A span of seconds as `hh:mm:ss`, with `d天 ` before it from a day on. */
export function spanText(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const rest = seconds % 86_400;
  const clock = `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`;
  return days > 0 ? `${days}天 ${clock}` : clock;
}

/**
 * 剩余 … until `dueAt`, else 已超时 — followed by how long when `showsOverdueSpan` (the order
 * task's wording); nothing without a due time (the partner owes no answer).
 */
export function countdownText(dueAt: string | null, now: number, showsOverdueSpan = false): string | null {
  if (!dueAt) return null;
  const left = Math.floor((Date.parse(dueAt) - now) / 1000);
  if (left >= 0) return `剩余 ${spanText(left)}`;
  return showsOverdueSpan ? `已超时 ${spanText(-left)}` : '已超时';
}
