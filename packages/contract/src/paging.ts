import { z } from 'zod';
import { text } from './fields.ts';

/** Every list counts at most this many rows; beyond it `total` is a lower bound (`totalIsCapped`). */
export const PAGE_TOTAL_CAP = 10_000;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** The paging part of every list query: an opaque keyset cursor, never an offset (DESIGN §1). */
export const pageQuerySchema = z.object({
  cursor: text(200).optional(),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** One page of any list. */
export const pageOf = <T extends z.ZodType>(record: T) =>
  z.object({
    records: z.array(record),
    total: z.number(),
    totalIsCapped: z.boolean(),
    nextCursor: z.string().nullable(),
  });
export interface Page<T> {
  records: T[];
  total: number;
  /** true when `total` is a lower bound (counts are capped on large tables). */
  totalIsCapped: boolean;
  nextCursor: string | null;
}
