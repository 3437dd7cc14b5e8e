import { z } from 'zod';
import { text } from './fields.ts';
import { anti, get } from './endpoint.ts';

/** Protection circle 守护圈 members a guard may contact as 亲友 in a warning feedback. */
export const protectionCircleMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  relation: z.string(),
  role: z.enum(['family', 'guard', 'grid']),
});
export type ProtectionCircleMember = z.infer<typeof protectionCircleMemberSchema>;

/** 守护圈 members offered as 亲友 contacts on a warning's feedback form. */
export const PROTECTION_CIRCLE_ENDPOINTS = {
  members: get(anti, '/api/guard/protection-circle/v2/members', {
    query: z.object({ assignmentId: text(64).min(1) }),
    answer: z.array(protectionCircleMemberSchema),
  }),
};
