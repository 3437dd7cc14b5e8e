import { z } from 'zod';
import { text } from './fields.ts';
import { warningRecordSchema } from './early-warning.ts';
import { anti, get } from './endpoint.ts';
import { pageOf } from './paging.ts';

/** Information query 信息查询: by phone, ID number or name over warnings in the caller's subtree. */
export const INFORMATION_QUERIES_PER_HOUR = 60;
export const informationQuerySchema = z.object({
  keyword: text(32).trim().min(2, '请输入至少2个字符'),
  cursor: text(200).optional(),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

export const INFORMATION_ENDPOINTS = {
  page: get(anti, '/api/guard/information/v2/page', {
    query: informationQuerySchema,
    answer: pageOf(warningRecordSchema),
  }),
};
