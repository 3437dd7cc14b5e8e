import { z } from 'zod';
import { addChinaDays, chinaDateParts, chinaDayStart, type ChinaDay } from './china-time.ts';
import { get, proxy } from './endpoint.ts';
import { text } from './fields.ts';
import { pageOf, pageQuerySchema } from './paging.ts';

/**
 * The weekly case bulletin 发案通报 (issue 26 item 3): every Monday the centre's count of last week's
 * cases (handled warnings with a loss) by community and fraud type, with the week before beside it,
 * sent to the districts and stations as a 公文. Anonymised: no names, phones or ID numbers.
 */

/** The ISO week key of a China day, `2026-W48` (weeks from Monday; week 1 holds the year's first Thursday). */
export function isoWeekKeyOf(day: ChinaDay): string {
  const { dow } = chinaDateParts(chinaDayStart(day));
  const thursday = addChinaDays(day, 3 - ((dow + 6) % 7));
  const year = Number(thursday.slice(0, 4));
  const firstDay = `${year}-01-01`;
  const days = Math.round((chinaDayStart(thursday).getTime() - chinaDayStart(firstDay).getTime()) / 86_400_000);
  return `${year}-W${String(Math.floor(days / 7) + 1).padStart(2, '0')}`;
}

/** One row of a breakdown: this week's cases and loss, the week before's, and the change in cases. */
export const bulletinLineSchema = z.object({
  key: z.string(),
  name: z.string(),
  /** The community's district (empty for a fraud type). */
  area: z.string(),
  cases: z.number(),
  amountLost: z.string(),
  previousCases: z.number(),
  previousAmountLost: z.string(),
});
export type BulletinLine = z.infer<typeof bulletinLineSchema>;

/** What a bulletin stores (jsonb) and shows: the week, the totals, by community and by fraud type. */
export const bulletinFiguresSchema = z.object({
  weekStart: z.string(),
  weekEnd: z.string(),
  total: bulletinLineSchema,
  byCommunity: z.array(bulletinLineSchema),
  byFraudType: z.array(bulletinLineSchema),
});
export type BulletinFigures = z.infer<typeof bulletinFiguresSchema>;

export const bulletinRecordSchema = z.object({
  id: z.string(),
  /** 通报编号 `2026年第48期`. */
  bulletinNo: z.string(),
  weekKey: z.string(),
  weekStart: z.string(),
  weekEnd: z.string(),
  cases: z.number(),
  previousCases: z.number(),
  amountLost: z.string(),
  issuedAt: z.string(),
});
export type BulletinRecord = z.infer<typeof bulletinRecordSchema>;

export const bulletinDetailSchema = bulletinRecordSchema.extend({
  figures: bulletinFiguresSchema,
  /** The 公文 it went out as (文号), when the caller may see it. */
  docNumber: z.string().nullable(),
  communitiesWithTasks: z.number(),
});
export type BulletinDetail = z.infer<typeof bulletinDetailSchema>;

/** The change of a count on the week before, as the bulletin writes it: `+3`, `-2`, `持平`. */
export const weekChangeText = (cases: number, previous: number): string =>
  cases === previous ? '持平' : cases > previous ? `+${cases - previous}` : `${cases - previous}`;

export const bulletinIdQuerySchema = z.object({ id: text(64).min(1) });

const B = '/api/oa/bulletin/v2';
export const BULLETIN_ENDPOINTS = {
  page: get(proxy, `${B}/page`, { query: pageQuerySchema, answer: pageOf(bulletinRecordSchema) }),
  info: get(proxy, `${B}/info`, { query: bulletinIdQuerySchema, answer: bulletinDetailSchema }),
  /** Answers the .xlsx itself (bearer token, the web fetches a blob), not an envelope. */
  export: get(proxy, `${B}/export`, { query: bulletinIdQuerySchema }),
};
