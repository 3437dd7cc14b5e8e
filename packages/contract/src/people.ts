import { z } from 'zod';
import { text } from './fields.ts';
import { get, proxy } from './endpoint.ts';

/** Guard roleType (DESIGN §2): 1 卫士, 2 社区/单位管理员, 3 派出所/街道管理员, 4 分局管理员. */
export const GUARD_ROLE = { guard: 1, teamAdmin: 2, stationAdmin: 3, districtAdmin: 4 } as const;
/** orgLevel: 1 市反诈中心, 2 区县分局, 3 派出所/街道, 4 社区/网格. */
export const ORG_LEVEL = { centre: 1, district: 2, station: 3, community: 4 } as const;
/** OA administrator (spec §6). */
export const OA_ADMIN_UTYPE = 1;

export const guardUserInfoQuerySchema = z.object({
  uid: text(64).optional(),
  type: z.coerce.number().int().min(1).max(4).optional(),
});
/** Guard info response (spec §3). */
export const guardUserInfoSchema = z.object({ name: z.string(), area: z.string(), street: z.string() });
export type GuardUserInfo = z.infer<typeof guardUserInfoSchema>;

export const cooperationMyInfoSchema = z.object({
  accountId: z.string(),
  name: z.string(),
  phone: z.string(),
  orgId: z.string(),
  orgName: z.string(),
});
export type CooperationMyInfo = z.infer<typeof cooperationMyInfoSchema>;

/** Who the signed-in guard or partner is (spec §3, §7). */
export const PEOPLE_ENDPOINTS = {
  guardUserInfo: get(proxy, '/api/guard-user/info', { query: guardUserInfoQuerySchema, answer: guardUserInfoSchema }),
  cooperationMyInfo: get(proxy, '/api/cooperation/user/v2/get-my-info', { answer: cooperationMyInfoSchema }),
};
