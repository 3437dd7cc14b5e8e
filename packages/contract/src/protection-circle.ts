import { z } from 'zod';

/** Protection circle 守护圈 members a guard may contact as 亲友 in a warning feedback. */
export const protectionCircleMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  relation: z.string(),
  role: z.enum(['family', 'guard', 'grid']),
});
export type ProtectionCircleMember = z.infer<typeof protectionCircleMemberSchema>;
