import { z } from 'zod';
import { text } from './fields.ts';
import { get, proxy } from './endpoint.ts';

/** Verify group (核查组); first item of the list is the default (spec §7). */
export const verifyGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  orgIds: z.array(z.string()),
});
export type VerifyGroup = z.infer<typeof verifyGroupSchema>;
export const reVerifyListQuerySchema = z.object({ accountId: text(64) });

/** Verify 核查 and re-verify 复核 groups of oa accounts (spec §7). */
export const VERIFY_GROUP_ENDPOINTS = {
  list: get(proxy, '/api/oa/org/group/v2/list', { answer: z.array(verifyGroupSchema) }),
  reVerifyList: get(proxy, '/api/oa/org/group/v2/re-verify/list', {
    query: reVerifyListQuerySchema,
    answer: z.array(verifyGroupSchema),
  }),
};
