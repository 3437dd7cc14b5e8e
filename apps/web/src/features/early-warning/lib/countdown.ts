import type { AssignmentState } from '@afp/contract';
import { pad2 } from '../../../lib/date-time';
import { themeColor } from '../../../theme/theme';

/** Theme colours (var() references) of a countdown: red once overdue, orange when urgent. */
export const COUNTDOWN_COLORS = {
  overdue: themeColor('danger'),
  urgent: themeColor('attention'),
  normal: themeColor('primary'),
} as const;
/** Under this many milliseconds left the countdown turns orange. */
export const URGENT_MS = 5 * 60_000;

export interface Countdown {
  /** Which deadline runs: sign while PENDING_SIGN, feedback while the warning is open. */
  kind: 'sign' | 'feedback';
  isOverdue: boolean;
  /** '签收剩余 04:59', '反馈剩余 1:02:03', '已超时 03:07'. */
  label: string;
  color: string;
}

/** mm:ss under an hour, h:mm:ss under a day, then 'N天 hh:mm:ss'. */
export function formatDuration(ms: number): string {
  const totalSeconds = Math.floor(Math.abs(ms) / 1000);
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  if (days > 0) return `${days}天 ${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)}`;
  if (hours > 0) return `${hours}:${pad2(minutes)}:${pad2(seconds)}`;
  return `${pad2(minutes)}:${pad2(seconds)}`;
}

const OPEN_STATES: ReadonlySet<AssignmentState> = new Set(['HANDLING', 'WAITING_SECOND_FEEDBACK']);

export interface DeadlineSource {
  state: AssignmentState;
  signDeadline: string;
  feedbackDeadline: string | null;
}

/** The running countdown of an assignment at `now`, or null once no deadline runs. */
export function countdownOf(source: DeadlineSource, now: number): Countdown | null {
  const kind = source.state === 'PENDING_SIGN' ? 'sign' : OPEN_STATES.has(source.state) ? 'feedback' : null;
  if (!kind) return null;
  const deadline = kind === 'sign' ? source.signDeadline : source.feedbackDeadline;
  if (!deadline) return null;
  const remaining = Date.parse(deadline) - now;
  if (Number.isNaN(remaining)) return null;
  // The deadline second itself already counts as overdue.
  if (remaining <= 0)
    return { kind, isOverdue: true, label: `已超时 ${formatDuration(remaining)}`, color: COUNTDOWN_COLORS.overdue };
  const prefix = kind === 'sign' ? '签收剩余' : '反馈剩余';
  const color = remaining < URGENT_MS ? COUNTDOWN_COLORS.urgent : COUNTDOWN_COLORS.normal;
  return { kind, isOverdue: false, label: `${prefix} ${formatDuration(remaining)}`, color };
}
