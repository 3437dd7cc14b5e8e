import { z } from 'zod';
import { isSupervisingOffice } from './caller.ts';
import { calendarDay, dateTime } from './fields.ts';
import { get, proxy } from './endpoint.ts';

/**
 * The centre's view of every warning in its area 预警总览 (issue 13): oa staff of the centre (the
 * city) and of a district (its subtree). Each figure counts the assignments the area holds
 * (`WARNING_PROGRESS` in early-warning.ts) and opens the warning list with the same filters.
 */

/** oa staff of the centre or a district oversee the warnings of their subtree; stations and below do not. */
export const mayOverseeWarnings = isSupervisingOffice;

/** The longest period one overview covers (a year and a day), so one request stays a bounded scan. */
export const OVERVIEW_MAX_DAYS = 366;
const DAY_MS = 24 * 60 * 60_000;

export const warningOverviewQuerySchema = z
  .object({
    /** Pushed at or after (inclusive), as the list's `from`. */
    from: dateTime(),
    /** Pushed at or before (inclusive), as the list's `to`. */
    to: dateTime(),
    /** The day of the hourly curve; the day of `to` (China time) when absent. */
    day: calendarDay().optional(),
  })
  .superRefine((query, ctx) => {
    const from = Date.parse(query.from);
    const to = Date.parse(query.to);
    if (to < from) ctx.addIssue({ code: 'custom', path: ['to'], message: '结束时间不能早于开始时间' });
    else if (to - from > OVERVIEW_MAX_DAYS * DAY_MS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `统计区间最长${OVERVIEW_MAX_DAYS}天` });
  });
export type WarningOverviewQuery = z.infer<typeof warningOverviewQuerySchema>;

const countBy = z.array(z.object({ key: z.string(), name: z.string(), count: z.number() }));

/** One row of the by-organisation table: a direct child organisation, or the caller's own (`isOwn`). */
export const overviewOrgRowSchema = z.object({
  orgId: z.string(),
  orgName: z.string(),
  /** The caller's own organisation (本级): its list is `scope=mine`, not the subtree. */
  isOwn: z.boolean(),
  total: z.number(),
  visited: z.number(),
  notVisited: z.number(),
  followUp: z.number(),
  overdue: z.number(),
});
export type OverviewOrgRow = z.infer<typeof overviewOrgRowSchema>;

export const warningOverviewSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The day of the hourly curve (YYYY-MM-DD, China time). */
  day: z.string(),
  /** What the rows are: 分局 for the centre, 派出所/街道 for a district. */
  childKind: z.enum(['district', 'station']),
  total: z.number(),
  visited: z.number(),
  notVisited: z.number(),
  followUp: z.number(),
  overdue: z.number(),
  returned: z.number(),
  escalated: z.number(),
  bySource: countBy,
  byLevel: countBy,
  /** Fraud types rolled up to their parent type, most first; warnings without a type in `untyped`. */
  byFraudType: countBy,
  untyped: z.number(),
  /** Held warnings pushed in each hour of `day` (China time), 0–23. */
  byHour: z.array(z.number()).length(24),
  /** Overdue first, then what needs follow-up, then the total. */
  byOrg: z.array(overviewOrgRowSchema),
});
export type WarningOverview = z.infer<typeof warningOverviewSchema>;

/** The home tile's badge: open overdue warnings the area holds now, whenever pushed. */
export const warningOverviewBadgeSchema = z.object({ overdue: z.number() });
export type WarningOverviewBadge = z.infer<typeof warningOverviewBadgeSchema>;

const O = '/api/oa/warning-overview/v2';
/** The centre's warning overview, under /proxy (oa). */
export const WARNING_OVERVIEW_ENDPOINTS = {
  overview: get(proxy, `${O}/summary`, { query: warningOverviewQuerySchema, answer: warningOverviewSchema }),
  badge: get(proxy, `${O}/badge`, { answer: warningOverviewBadgeSchema }),
};
