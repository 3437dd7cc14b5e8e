import { z } from 'zod';
import { int4, money, text } from './fields.ts';
import { anti, get, post } from './endpoint.ts';
import { enumOf } from './labels.ts';
import { pageOf, pageQuerySchema } from './paging.ts';
import { isMobile, VALIDATION_MESSAGES } from './validators.ts';

/** Protection circle 守护圈 (DESIGN §4.4): the protected person (owner) and the people watching over them. */
export const CIRCLE_ROLES = { family: '家属', guard: '卫士', grid: '网格员' } as const;
export type CircleRole = keyof typeof CIRCLE_ROLES;

/** A member needs consent: invited, then accepted (or declined); anyone may be removed. */
export const CIRCLE_MEMBER_STATES = {
  INVITED: '待接受',
  ACTIVE: '已加入',
  DECLINED: '已拒绝',
  REMOVED: '已移除',
} as const;
export type CircleMemberState = keyof typeof CIRCLE_MEMBER_STATES;
/** What the invitation link tells the member, by their state (the link keeps answering once used). */
export const CIRCLE_INVITATION_TITLES: Record<CircleMemberState, string> = {
  INVITED: '守护圈邀请',
  ACTIVE: '您已加入守护圈',
  DECLINED: '您已拒绝加入守护圈',
  REMOVED: '您已不在该守护圈中',
};

export const CIRCLE_RELATION_CHOICES = [
  '儿子',
  '女儿',
  '配偶',
  '父亲',
  '母亲',
  '兄弟姐妹',
  '孙子女',
  '朋友',
  '邻居',
  '其他',
] as const;

/** 劝阻 outcomes a member records after talking the owner out of a payment. */
export const DISSUASION_OUTCOMES = { STOPPED: '成功劝阻', PARTLY: '部分止付', FAILED: '劝阻无效' } as const;
export type DissuasionOutcome = keyof typeof DISSUASION_OUTCOMES;

/** Protection circle 守护圈 members a guard may contact as 亲友 in a warning feedback. */
export const protectionCircleMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  relation: z.string(),
  role: z.enum(['family', 'guard', 'grid']),
});
export type ProtectionCircleMember = z.infer<typeof protectionCircleMemberSchema>;

const id = text(64).min(1);
const phone = text(20)
  .trim()
  .refine((value) => isMobile(value), VALIDATION_MESSAGES.mobile);

/** One member as the circle lists show them: phone masked. */
export const circleMemberSchema = z.object({
  id: z.string(),
  ownerId: z.string(),
  name: z.string(),
  phone: z.string(),
  relation: z.string(),
  role: enumOf(CIRCLE_ROLES),
  notify: z.boolean(),
  status: enumOf(CIRCLE_MEMBER_STATES),
  version: z.number(),
  invitedAt: z.string(),
  respondedAt: z.string().nullable(),
});
export type CircleMember = z.infer<typeof circleMemberSchema>;
export const circleMemberDetailSchema = circleMemberSchema.extend({
  /** Whole for the owner's community guards and the centre, else masked. */
  contactPhone: z.string(),
  canManage: z.boolean(),
});
export type CircleMemberDetail = z.infer<typeof circleMemberDetailSchema>;

/** A circle: its owner (the gullible person) and counts of its members. */
export const circleSchema = z.object({
  ownerId: z.string(),
  ownerName: z.string(),
  ownerPhone: z.string(),
  group: z.string(),
  riskLevel: z.string(),
  orgName: z.string(),
  active: z.number(),
  invited: z.number(),
});
export type Circle = z.infer<typeof circleSchema>;
export const circleDetailSchema = circleSchema.extend({
  /** Whole phone of the owner for the holders (call / SMS), else masked. */
  ownerContactPhone: z.string(),
  canCall: z.boolean(),
  canManage: z.boolean(),
  members: z.array(circleMemberSchema),
});
export type CircleDetail = z.infer<typeof circleDetailSchema>;

export const circleInviteBodySchema = z.object({
  ownerId: id,
  name: text(32).trim().min(1, '请填写姓名'),
  phone,
  relation: text(16).trim().min(1, '请选择关系'),
  role: enumOf(CIRCLE_ROLES),
  notify: z.boolean().default(true),
});
export type CircleInviteBody = z.infer<typeof circleInviteBodySchema>;
/** The invitation: the token is shown once (the link sent to the member), stored only hashed. */
export const circleInvitationSchema = z.object({
  member: circleMemberSchema,
  invitationToken: z.string(),
  invitationPath: z.string(),
});
export type CircleInvitation = z.infer<typeof circleInvitationSchema>;

export const circleMemberMoveBodySchema = z.object({ id, version: int4(), remark: text(200).optional() });
export const circleMemberRemoveBodySchema = z.object({
  id,
  version: int4(),
  reason: text(200).trim().min(1, '请填写移除原因'),
});
export const circleMemberNotifyBodySchema = z.object({ id, version: int4(), notify: z.boolean() });

const token = text(128).min(16);
export const circleInvitationTokenSchema = z.object({ token });
/** What the invited member sees by the link: who invites them, names masked. */
export const circleInvitationViewSchema = z.object({
  ownerName: z.string(),
  memberName: z.string(),
  relation: z.string(),
  status: enumOf(CIRCLE_MEMBER_STATES),
  orgName: z.string(),
});

export const dissuasionBodySchema = z.object({
  memberId: id,
  assignmentId: id,
  outcome: enumOf(DISSUASION_OUTCOMES),
  amount: money().optional(),
  content: text(500).trim().min(1, '请填写劝阻经过'),
});
export const dissuasionSchema = z.object({
  id: z.string(),
  memberName: z.string(),
  relation: z.string(),
  outcome: enumOf(DISSUASION_OUTCOMES),
  amount: z.number().nullable(),
  content: z.string(),
  recordedByName: z.string(),
  recordedAt: z.string(),
});
export type Dissuasion = z.infer<typeof dissuasionSchema>;

const C = '/api/guard/gullible/v2/circle';
const M = '/api/guard/gullible/v2/circle-member';
const O = '/api/open/circle-invitation/v2';
/** 守护圈: circles of gullible persons, their members, the members' consent and 劝阻; 亲友 contacts of a warning. */
export const PROTECTION_CIRCLE_ENDPOINTS = {
  /** ACTIVE members offered as 亲友 contacts on a warning's feedback form. */
  members: get(anti, '/api/guard/protection-circle/v2/members', {
    query: z.object({ assignmentId: id }),
    answer: z.array(protectionCircleMemberSchema),
  }),
  /** 劝阻 recorded by circle members on the warning's person. */
  dissuasions: get(anti, '/api/guard/protection-circle/v2/dissuasions', {
    query: z.object({ assignmentId: id }),
    answer: z.array(dissuasionSchema),
  }),
  circlePage: get(anti, `${C}/page`, {
    query: z.object({ keyword: text(32).trim().optional() }).extend(pageQuerySchema.shape),
    answer: pageOf(circleSchema),
  }),
  circleInfo: get(anti, `${C}/info`, { query: z.object({ id }), answer: circleDetailSchema }),
  memberPage: get(anti, `${M}/page`, {
    query: z.object({ ownerId: id, status: enumOf(CIRCLE_MEMBER_STATES).optional() }).extend(pageQuerySchema.shape),
    answer: pageOf(circleMemberSchema),
  }),
  memberInfo: get(anti, `${M}/info`, { query: z.object({ id }), answer: circleMemberDetailSchema }),
  invite: post(anti, `${M}/invite`, { body: circleInviteBodySchema, answer: circleInvitationSchema }),
  /** A new link for a declined or removed member (INVITED again). */
  reinvite: post(anti, `${M}/reinvite`, { body: circleMemberMoveBodySchema, answer: circleInvitationSchema }),
  /** The guard records a verbal acceptance. */
  accept: post(anti, `${M}/accept`, { body: circleMemberMoveBodySchema, answer: circleMemberSchema }),
  decline: post(anti, `${M}/decline`, { body: circleMemberMoveBodySchema, answer: circleMemberSchema }),
  remove: post(anti, `${M}/remove`, { body: circleMemberRemoveBodySchema, answer: circleMemberSchema }),
  notify: post(anti, `${M}/notify`, { body: circleMemberNotifyBodySchema, answer: circleMemberSchema }),
  dissuade: post(anti, `${M}/dissuade`, { body: dissuasionBodySchema, answer: dissuasionSchema }),
  /** The invited member's own link (no login): see, accept, decline. */
  invitationInfo: get(anti, `${O}/info`, { query: circleInvitationTokenSchema, answer: circleInvitationViewSchema }),
  invitationAccept: post(anti, `${O}/accept`, {
    body: circleInvitationTokenSchema,
    answer: circleInvitationViewSchema,
  }),
  invitationDecline: post(anti, `${O}/decline`, {
    body: circleInvitationTokenSchema,
    answer: circleInvitationViewSchema,
  }),
};
