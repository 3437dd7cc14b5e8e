import { z } from 'zod';
import { text } from './fields.ts';
import { get, proxy } from './endpoint.ts';
import { pageOf, pageQuerySchema } from './paging.ts';

/** Whole views of personal data as the access log names them (any other action shows its own name). */
export const ACCESS_LOG_ACTIONS: Record<string, string> = {
  'warning.view_whole': '查看预警完整信息',
  'gullible.view_whole': '查看易受骗人员完整信息',
  'protection_circle.view_whole': '查看守护圈完整信息',
  'access_log.read': '查看访问记录',
};

export const ACCESS_LOG_RESULTS = { success: '成功', refused: '被拒绝' } as const;

/** One row of "who saw this person's data": who, from which organisation and address, what, when. */
export const accessLogRecordSchema = z.object({
  id: z.string(),
  viewedAt: z.string(),
  actorType: z.string(),
  /** The account's name; the account id when the account no longer exists. */
  actorName: z.string(),
  orgName: z.string(),
  clientAddress: z.string().nullable(),
  action: z.string(),
  actionLabel: z.string(),
  subjectType: z.string().nullable(),
  result: z.string(),
});
export type AccessLogRecord = z.infer<typeof accessLogRecordSchema>;

/** The person by their keyed person key (a warning's `personKey`): never an ID number or phone in a URL. */
export const accessLogPersonQuerySchema = pageQuerySchema.extend({ personKey: text(128).min(1) });

const A = '/api/access-log/v2';
/** The centre's view of the access log (PIPL Art. 55–57; issue 24). */
export const ACCESS_LOG_ENDPOINTS = {
  /** Who saw one person's data whole, newest first; centre oa staff only (else 403); each read is logged too. */
  person: get(proxy, `${A}/person`, { query: accessLogPersonQuerySchema, answer: pageOf(accessLogRecordSchema) }),
};
