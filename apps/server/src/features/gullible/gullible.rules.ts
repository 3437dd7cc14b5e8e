import { GULLIBLE_REVISIT_DAYS, isIdCard, isMobile, type GullibleVisitStatus } from '@afp/contract';
import type { PersonSearch } from '../../core/personal-data.ts';

const DAY_MS = 86_400_000;

/** The start of the window in which a visit still counts (older visits are due again). */
export const revisitSince = (now: Date): Date => new Date(now.getTime() - GULLIBLE_REVISIT_DAYS * DAY_MS);

/** 未走访 / 待回访 / 已走访 from the last visit and the clock. */
export function visitStatusOf(lastVisitedAt: Date | null, now: Date): GullibleVisitStatus {
  if (!lastVisitedAt) return 'NEVER';
  return lastVisitedAt.getTime() < revisitSince(now).getTime() ? 'DUE' : 'VISITED';
}

/** A keyword is a whole phone (matched by its keyed hash), a whole ID number (by the person key), or a name prefix. */
export function gullibleSearchOf(keyword: string | undefined): PersonSearch | undefined {
  const value = keyword?.trim();
  if (!value) return undefined;
  if (isMobile(value)) return { by: 'phone', phone: value };
  if (isIdCard(value)) return { by: 'idNumber', idNumber: value.toUpperCase() };
  return { by: 'name', prefix: value };
}

/** The operation log's remark of a risk change. */
export const describeRiskChange = (from: string, to: string, reason: string): string => `${from} → ${to}：${reason}`;
