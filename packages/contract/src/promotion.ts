import { z } from 'zod';
import { anti, get, post } from './endpoint.ts';
import { int4, text } from './fields.ts';
import { enumOf } from './labels.ts';
import { pageOf, pageQuerySchema } from './paging.ts';
import { isMobile, VALIDATION_MESSAGES } from './validators.ts';

/**
 * Promotion 推广 (DESIGN §4.6): a guard's QR code registers residents (spread users 推广用户),
 * the leaderboard 排行榜 of guards and organisations, the guard's own figures and the transfer of
 * the team administrator role 转让管理员.
 */

// ── Promotion code and public registration ───────────────────────────────────────────────────

/** The public registration page's route; the promotion QR code encodes it with `?code=`. */
export const PROMOTION_REGISTER_ROUTE = '/pages/public/promotion-register';
/** Promotion codes are random URL-safe strings of this length. */
export const PROMOTION_CODE_LENGTH = 22;

export const promotionCodeQuerySchema = z.object({ code: text(64).trim().min(1) });

/** My promotion code: the code and the guard's name and organisation printed under the QR code. */
export const myPromotionCodeSchema = z.object({ code: z.string(), guardName: z.string(), orgName: z.string() });
export type MyPromotionCode = z.infer<typeof myPromotionCodeSchema>;

/** What the public page shows about the code's guard: nothing personal beyond a masked name. */
export const promotionLandingSchema = z.object({
  guardName: z.string(),
  orgName: z.string(),
  communities: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type PromotionLanding = z.infer<typeof promotionLandingSchema>;

export const spreadRegisterBodySchema = z.object({
  code: text(64).trim().min(1),
  name: text(32).trim().min(1, '请输入姓名'),
  phone: z.string().refine(isMobile, VALIDATION_MESSAGES.mobile),
  communityId: text(64).trim().min(1, '请选择社区'),
});
export type SpreadRegisterBody = z.infer<typeof spreadRegisterBodySchema>;
/** The registration's answer echoes nothing the resident typed: a thank-you either way. */
export const spreadRegisterResultSchema = z.object({ registered: z.literal(true) });

// ── Spread users ─────────────────────────────────────────────────────────────────────────────

export const spreadUserPageQuerySchema = pageQuerySchema;
/** A resident registered through my code: always masked; `counted` false for a phone already registered in the city. */
export const spreadUserRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  orgName: z.string(),
  counted: z.boolean(),
  createdAt: z.string(),
});
export type SpreadUserRecord = z.infer<typeof spreadUserRecordSchema>;

export const spreadUserCountsSchema = z.object({
  /** Every registration through my code. */
  total: z.number(),
  /** Those counted (not already registered elsewhere in the city). */
  counted: z.number(),
  today: z.number(),
  thisMonth: z.number(),
});
export type SpreadUserCounts = z.infer<typeof spreadUserCountsSchema>;

// ── Leaderboard ──────────────────────────────────────────────────────────────────────────────

export const RANK_BY = { guard: '按卫士', org: '按单位' } as const;
export const RANK_PERIODS = { day: '日', week: '周', month: '月', year: '年' } as const;
export const RANK_METRICS = {
  spread: '推广用户',
  publicity: '宣防记录',
  warnings: '处置预警',
  casePublicity: '一案一宣',
} as const;
export const RANK_MODES = { count: '按数量', rate: '按比率' } as const;
export type RankBy = keyof typeof RANK_BY;
export type RankPeriod = keyof typeof RANK_PERIODS;
export type RankMetric = keyof typeof RANK_METRICS;
export type RankMode = keyof typeof RANK_MODES;
/**
 * What a rate is a share of (docs/glossary.md): numerator and denominator count the same
 * population, so a rate never passes 100 %. A guard's share is of what is his, a unit's of its area.
 */
export const RANK_RATE_MEANINGS: Record<RankBy, Record<RankMetric, string>> = {
  guard: {
    spread: '所在单位辖区居民中，本期经其推广码登记的比例',
    publicity: '其本期宣防记录中，核查通过的比例',
    warnings: '本期下发、由其签收的预警中，已反馈的比例',
    casePublicity: '本期到期、由其承接的一案一宣中，核查通过的比例',
  },
  org: {
    spread: '辖区居民中，本期经推广码登记的比例',
    publicity: '辖区本期宣防记录中，核查通过的比例',
    warnings: '辖区本期下发的预警中，已反馈的比例',
    casePublicity: '辖区本期到期的一案一宣中，核查通过的比例',
  },
};

/**
 * Points a guard can earn per China-time day and metric: volume above it on one day does not
 * count, so the board cannot be gamed by one day's bulk entries.
 */
export const RANK_DAILY_CAP: Record<RankMetric, number> = { spread: 30, publicity: 5, warnings: 40, casePublicity: 5 };
/** How many places the board shows (the caller's own place is always added). */
export const RANK_TOP = 50;

export const rankQuerySchema = z.object({
  by: enumOf(RANK_BY).default('guard'),
  period: enumOf(RANK_PERIODS).default('month'),
  metric: enumOf(RANK_METRICS).default('spread'),
  mode: enumOf(RANK_MODES).default('count'),
});
export type RankQuery = z.infer<typeof rankQuerySchema>;

export const rankRowSchema = z.object({
  position: z.number(),
  id: z.string(),
  name: z.string(),
  orgName: z.string(),
  /** The ranked figure: capped points, or a share in percent — null when there is nothing to count (0 of 0). */
  value: z.number().nullable(),
  /** Capped points behind the figure. */
  points: z.number(),
});
export type RankRow = z.infer<typeof rankRowSchema>;
export const rankBoardSchema = z.object({
  by: enumOf(RANK_BY),
  period: enumOf(RANK_PERIODS),
  metric: enumOf(RANK_METRICS),
  mode: enumOf(RANK_MODES),
  /** Unit of `value`: 分 (capped points) or % (a share, `RANK_RATE_MEANINGS`). */
  unit: z.string(),
  from: z.string(),
  to: z.string(),
  dailyCap: z.number(),
  rows: z.array(rankRowSchema),
  /** The caller's own row (guard) or organisation's row (org), wherever it ranks. */
  mine: rankRowSchema.nullable(),
  /** Metrics whose data is available (the publicity metrics need their feature's tables). */
  metrics: z.array(enumOf(RANK_METRICS)),
});
export type RankBoard = z.infer<typeof rankBoardSchema>;

/** My statistics on the 我的 tab: this China-time month. */
export const myPromotionStatsSchema = z.object({
  spreadUsers: z.number(),
  publicity: z.number().nullable(),
  handledWarnings: z.number(),
});
export type MyPromotionStats = z.infer<typeof myPromotionStatsSchema>;

// ── Guard profile ────────────────────────────────────────────────────────────────────────────

/** The guard's own profile edit: the name (area and street follow the guard's organisation). */
export const guardProfileBodySchema = z.object({ name: text(32).trim().min(1, '请输入姓名') });
export type GuardProfileBody = z.infer<typeof guardProfileBodySchema>;

// ── Transfer administrator ───────────────────────────────────────────────────────────────────

/** Transfer administrator 转让管理员: the team admin hands the role to an active member of the team. */
export const ADMIN_TRANSFER_STATES = {
  PENDING: '待对方确认',
  ACCEPTED: '已接受',
  DECLINED: '已拒绝',
  CANCELLED: '已撤销',
} as const;
export type AdminTransferState = keyof typeof ADMIN_TRANSFER_STATES;
export const adminTransferStateSchema = enumOf(ADMIN_TRANSFER_STATES);
export type AdminTransferAction = 'accept' | 'decline' | 'cancel';

export const teamMemberSchema = z.object({ id: z.string(), name: z.string(), phone: z.string() });
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const adminTransferSchema = z.object({
  id: z.string(),
  state: adminTransferStateSchema,
  fromGuardId: z.string(),
  fromName: z.string(),
  toGuardId: z.string(),
  toName: z.string(),
  orgName: z.string(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminTransfer = z.infer<typeof adminTransferSchema>;

export const adminTransferOverviewSchema = z.object({
  /** May the caller offer the role (a team admin of their organisation). */
  canOffer: z.boolean(),
  /** The open offer I made, if any. */
  outgoing: adminTransferSchema.nullable(),
  /** Offers made to me and still open. */
  incoming: z.array(adminTransferSchema),
  /** Active members of my team I may offer the role to. */
  members: z.array(teamMemberSchema),
});
export type AdminTransferOverview = z.infer<typeof adminTransferOverviewSchema>;

export const adminTransferOfferBodySchema = z.object({ toGuardId: text(64).trim().min(1, '请选择成员') });
export const adminTransferMoveBodySchema = z.object({ id: text(64).min(1), version: int4() });
export type AdminTransferMoveBody = z.infer<typeof adminTransferMoveBodySchema>;

const P = '/api/guard/promotion/v2';
const PUBLIC = '/api/open/promotion/v2';
/** Promotion, leaderboard, the guard's profile and figures, transfer administrator. */
export const PROMOTION_ENDPOINTS = {
  myCode: get(anti, `${P}/my-code`, { answer: myPromotionCodeSchema }),
  landing: get(anti, `${PUBLIC}/landing`, { query: promotionCodeQuerySchema, answer: promotionLandingSchema }),
  register: post(anti, `${PUBLIC}/register`, { body: spreadRegisterBodySchema, answer: spreadRegisterResultSchema }),
  spreadUsers: get(anti, `${P}/spread-user/page`, {
    query: spreadUserPageQuerySchema,
    answer: pageOf(spreadUserRecordSchema),
  }),
  spreadCounts: get(anti, `${P}/spread-user/counts`, { answer: spreadUserCountsSchema }),
  rank: get(anti, `${P}/rank`, { query: rankQuerySchema, answer: rankBoardSchema }),
  myStats: get(anti, `${P}/my-stats`, { answer: myPromotionStatsSchema }),
  saveProfile: post(anti, `${P}/profile`, { body: guardProfileBodySchema, answer: z.null() }),
  adminTransfer: get(anti, `${P}/admin-transfer`, { answer: adminTransferOverviewSchema }),
  adminTransferOffer: post(anti, `${P}/admin-transfer/offer`, {
    body: adminTransferOfferBodySchema,
    answer: adminTransferSchema,
  }),
  adminTransferAccept: post(anti, `${P}/admin-transfer/accept`, {
    body: adminTransferMoveBodySchema,
    answer: adminTransferSchema,
  }),
  adminTransferDecline: post(anti, `${P}/admin-transfer/decline`, {
    body: adminTransferMoveBodySchema,
    answer: adminTransferSchema,
  }),
  adminTransferCancel: post(anti, `${P}/admin-transfer/cancel`, {
    body: adminTransferMoveBodySchema,
    answer: adminTransferSchema,
  }),
};
