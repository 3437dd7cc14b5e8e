import { maskIdNumber, maskPhone, type PersonKeyOf } from '../../core/personal-data.ts';

/** What an information-query keyword is: decides the column searched (exact for phone and ID). */
export type KeywordKind = 'phone' | 'idNumber' | 'name';

export function keywordKindOf(keyword: string): KeywordKind {
  if (/^1\d{10}$/.test(keyword)) return 'phone';
  if (/^\d{15}$|^\d{17}[\dXx]$/.test(keyword)) return 'idNumber';
  return 'name';
}

/** Normalises a keyword for its column: ID numbers end in an upper-case X. */
export const normalisedKeyword = (keyword: string, kind: KeywordKind): string =>
  kind === 'idNumber' ? keyword.toUpperCase() : keyword.trim();

/**
 * What the access log keeps of a keyword: a whole phone or ID number never (the log is kept for
 * years and cannot be changed) — its masked form, and its person key so the searched person's
 * 访问记录 shows the search; a name as typed (names are masked in views, not sealed).
 */
export function loggedKeyword(keyword: string, personKeyOf: PersonKeyOf): { query: string; personKey: string | null } {
  const kind = keywordKindOf(keyword);
  const value = normalisedKeyword(keyword, kind);
  if (kind === 'phone') return { query: maskPhone(value), personKey: personKeyOf({ name: '', phone: value }) };
  if (kind === 'idNumber') return { query: maskIdNumber(value), personKey: personKeyOf({ name: '', idNumber: value }) };
  return { query: value, personKey: null };
}
