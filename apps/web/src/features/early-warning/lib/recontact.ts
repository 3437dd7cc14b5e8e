import { recontactLabel } from '@afp/contract';
import { COUNTDOWN_COLORS, formatDuration } from './countdown';

export interface RecontactSource {
  contactAttempts: number;
  nextAttemptDue: string | null;
}

export interface Recontact {
  /** 待再次联系（第 N 次）: N the re-contact due, the attempts on record. */
  label: string;
  /** '还剩 29:59' before the attempt is due, '已到时间 00:12' after. */
  countdown: string;
  isDue: boolean;
  color: string;
}

/** The wait for the next attempt at a victim not reached (暂时找不到), or null when none is waiting. */
export function recontactOf(source: RecontactSource, now: number): Recontact | null {
  if (!source.nextAttemptDue || source.contactAttempts < 1) return null;
  const remaining = Date.parse(source.nextAttemptDue) - now;
  if (Number.isNaN(remaining)) return null;
  const label = recontactLabel(source.contactAttempts);
  // Due: the attempt should be made now — the colour of what is late.
  if (remaining <= 0)
    return { label, countdown: `已到时间 ${formatDuration(remaining)}`, isDue: true, color: COUNTDOWN_COLORS.overdue };
  return { label, countdown: `还剩 ${formatDuration(remaining)}`, isDue: false, color: COUNTDOWN_COLORS.urgent };
}
