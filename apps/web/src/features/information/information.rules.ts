import { informationQuerySchema } from '@afp/contract';

export type KeywordCheck = { ok: true; keyword: string } | { ok: false; message: string };

/** A search runs (and is logged server-side) only for a keyword of at least 2 characters. */
export function checkInformationKeyword(raw: string): KeywordCheck {
  const parsed = informationQuerySchema.shape.keyword.safeParse(raw);
  if (parsed.success) return { ok: true, keyword: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? '请输入至少2个字符' };
}

/** Both spellings of the information routes exist; the detail page is the list page's sibling. */
export const detailPathFor = (listPath: string): string => listPath.replace(/information-list$/, 'information-detail');
