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
