import { addChinaDays, chinaDayOf, chinaDayStart } from '@afp/contract';

/** The wait before the next attempt: a number of minutes, or the next time the China clock shows hh:mm. */
export type RecontactGap = { minutes: number } | { nextAt: { hour: number; minute: number } };

/**
 * The re-contact rule of a victim not reached (暂时找不到): the wait before each next attempt (the last
 * one repeats) and the attempts on record before 确实找不到 is accepted. No national rule fixes them:
 * RECONTACT_SCHEDULE / RECONTACT_ATTEMPTS configure them (config.ts).
 */
export interface RecontactPolicy {
  gaps: readonly RecontactGap[];
  attemptsRequired: number;
}

/** 30 minutes, 2 hours, then the next morning at 09:00; 确实找不到 after three attempts. */
export const DEFAULT_RECONTACT: RecontactPolicy = {
  gaps: [{ minutes: 30 }, { minutes: 120 }, { nextAt: { hour: 9, minute: 0 } }],
  attemptsRequired: 3,
};
export const DEFAULT_RECONTACT_SCHEDULE = '30m,2h,next-09:00';

const GAP_PATTERN = /^(?:(\d{1,4})m|(\d{1,3})h|next-([01]\d|2[0-3]):([0-5]\d))$/;

/** `30m,2h,next-09:00` → its gaps; undefined when any entry is not `<n>m`, `<n>h` or `next-hh:mm`. */
export function parseRecontactSchedule(text: string): RecontactGap[] | undefined {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const gaps: RecontactGap[] = [];
  for (const entry of entries) {
    const match = GAP_PATTERN.exec(entry);
    if (!match) return undefined;
    const [, minutes, hours, hour, minute] = match;
    if (minutes) gaps.push({ minutes: Number(minutes) });
    else if (hours) gaps.push({ minutes: Number(hours) * 60 });
    else gaps.push({ nextAt: { hour: Number(hour), minute: Number(minute) } });
  }
  return gaps.length > 0 && gaps.every((gap) => !('minutes' in gap) || gap.minutes > 0) ? gaps : undefined;
}

/** When the next attempt is due after `attemptsOnRecord` attempts (≥ 1), the last at `now`. */
export function nextAttemptDueAt(attemptsOnRecord: number, now: Date, policy: RecontactPolicy): Date {
  const gap = policy.gaps[Math.min(attemptsOnRecord, policy.gaps.length) - 1] ?? policy.gaps[0];
  if (!gap) throw new Error('a re-contact policy needs at least one gap');
  if ('minutes' in gap) return new Date(now.getTime() + gap.minutes * 60_000);
  const today = chinaDayOf(now);
  const at = (day: string) =>
    new Date(chinaDayStart(day).getTime() + (gap.nextAt.hour * 60 + gap.nextAt.minute) * 60_000);
  // The first such time after now: a 02:00 attempt is retried at 09:00 the same morning.
  return at(today) > now ? at(today) : at(addChinaDays(today, 1));
}

/** 确实找不到 only with the configured attempts on record. */
export const mayCloseAsNotFound = (attemptsOnRecord: number, policy: RecontactPolicy): boolean =>
  attemptsOnRecord >= policy.attemptsRequired;
