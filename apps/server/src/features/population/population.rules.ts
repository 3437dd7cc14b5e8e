import { isIdNumber, isMobile, RESIDENT_TAGS, type ResidentTag } from '@afp/contract';
import type { PersonSearch } from '../../core/personal-data.ts';

/**
 * What a search keyword names: a whole phone or ID number is matched by its keyed hash (the
 * numbers are not stored plain), anything else as the start of a name.
 */

export function residentSearchOf(keyword: string | undefined, now: Date): PersonSearch | undefined {
  const trimmed = keyword?.trim();
  if (!trimmed) return undefined;
  if (isMobile(trimmed)) return { by: 'phone', phone: trimmed };
  if (isIdNumber(trimmed.toUpperCase(), now)) return { by: 'idNumber', idNumber: trimmed.toUpperCase() };
  return { by: 'name', prefix: trimmed };
}

/** Tags in the catalogue's order, so equal sets are stored and shown alike. */
export const orderedTags = (tags: readonly ResidentTag[]): ResidentTag[] =>
  (Object.keys(RESIDENT_TAGS) as ResidentTag[]).filter((tag) => tags.includes(tag));

/** The operation log's remark of a tag change: `独居老人 → 独居老人、易受骗`. */
export const describeTagChange = (from: readonly ResidentTag[], to: readonly ResidentTag[]): string => {
  const labels = (tags: readonly ResidentTag[]) =>
    tags.length ? tags.map((tag) => RESIDENT_TAGS[tag]).join('、') : '无';
  return `标签：${labels(from)} → ${labels(to)}`;
};
