import { z } from 'zod';
import { get, post, proxy } from './endpoint.ts';
import { int4, text } from './fields.ts';
import { enumOf } from './labels.ts';
import { pageOf, pageQuerySchema } from './paging.ts';

/** Rule statistics 考核规则统计 (spec §7, DESIGN §4.8): the year selector defaults to the latest issued rule set. */

/**
 * Where a rule item's figure comes from: each workflow metric is one SQL aggregate over its own
 * records; `LEDGER` items are counted from reviewed ledger entries 台账 alone.
 */
export const RULE_METRICS = {
  WARNING_TIMELY: '预警处置及时率',
  RETURN_VISIT: '回访率',
  CONTROL_VISIT: '重点人员管控走访率',
  PREACH_SESSIONS: '宣讲场次',
  APP_REGISTRATIONS: '反诈APP注册数',
  CASE_PUBLICITY: '一案一宣完成率',
  CASE_RATE: '发案数/万人',
  VISIT_CHECKLIST: '上门劝阻规范率',
  REPORT_SUBMISSION: '报表按时报送率',
  LEDGER: '台账事项',
} as const;
export type RuleMetric = keyof typeof RULE_METRICS;
export const ruleMetricSchema = enumOf(RULE_METRICS);

/** How a figure is read against its target: a rate in percent, a count, or a per-10,000-residents rate (lower is better). */
export const RULE_MEASURES = { RATE: '比率', COUNT: '数量', PER_10K: '每万人' } as const;
export type RuleMeasure = keyof typeof RULE_MEASURES;

/** Each metric's measure: rates and per-10k figures are compared as they are, counts add reviewed ledger values. */
export const MEASURE_OF_METRIC: Record<RuleMetric, RuleMeasure> = {
  WARNING_TIMELY: 'RATE',
  RETURN_VISIT: 'RATE',
  CONTROL_VISIT: 'RATE',
  PREACH_SESSIONS: 'COUNT',
  APP_REGISTRATIONS: 'COUNT',
  CASE_PUBLICITY: 'RATE',
  CASE_RATE: 'PER_10K',
  VISIT_CHECKLIST: 'RATE',
  REPORT_SUBMISSION: 'RATE',
  LEDGER: 'COUNT',
};

/** Units ranked against each other: a district against districts, a station against stations. */
export const RULE_UNIT_KINDS = { district: '区县分局', station: '街道/派出所' } as const;
export type RuleUnitKind = keyof typeof RULE_UNIT_KINDS;

/** A month's standing: met (green), short but made up since (yellow), still short (red), not yet due (none). */
export const RULE_LIGHTS = { GREEN: '达标', YELLOW: '已补足', RED: '未达标', NONE: '未到期' } as const;
export type RuleLight = keyof typeof RULE_LIGHTS;
/**
 * When a month gets its light, as the scoring decides it (rule-statistics.rules.ts `scoreItem`):
 * the month against its own share of the target, the year so far against the target due.
 */
export const RULE_LIGHT_RULES: Record<RuleLight, string> = {
  GREEN: '当月完成当月目标',
  YELLOW: '当月未完成，但本年累计已达截至目前的目标',
  RED: '当月未完成，本年累计也未达到应完成目标',
  NONE: '月份未到，不考核',
};
/** A unit's light is that of its worst item; a month's share of a count's yearly target is one twelfth. */
export const RULE_UNIT_LIGHT_RULE = '单位亮灯取各考核项中最差的一项；数量类当月目标为全年目标的1/12';

/** Where a rank stands: every unit of its kind in the rule set's scope, the whole city. */
export const RULE_RANK_FIELDS: Record<RuleUnitKind, string> = { district: '全市区县', station: '全市街道' };

/** A ledger entry 台账 goes through the shared verification; it counts only once reviewed (VERIFIED). */
export const LEDGER_STATES = { SUBMITTED: '核查中', VERIFIED: '已复核', REFUSED: '已退回' } as const;
export type LedgerState = keyof typeof LEDGER_STATES;
export const ledgerStateSchema = enumOf(LEDGER_STATES);

export const LEDGER_DESCRIPTION_MAX = 500;
export const LEDGER_EVIDENCE_MAX = 9;
/** One entry's value: a count of sessions, registrations … within a month. */
export const LEDGER_VALUE_MAX = 100_000;
export const RULE_YEAR_MIN = 2000;
export const RULE_YEAR_MAX = 2100;

const id = text(64).min(1);
const year = z.coerce.number().int().min(RULE_YEAR_MIN).max(RULE_YEAR_MAX);
const month = z.coerce.number().int().min(1).max(12);
const itemCode = text(32).min(1);

/** The ranked board: units of one kind within `parentId`'s subtree (the caller's organisation when absent). */
export const ruleBoardQuerySchema = z.object({
  year,
  /** Districts or stations; by default districts under the centre, stations under a district. */
  unitKind: enumOf(RULE_UNIT_KINDS).optional(),
  parentId: id.optional(),
});
export type RuleBoardQuery = z.input<typeof ruleBoardQuerySchema>;
export const ruleDetailQuerySchema = z.object({ year, orgId: id });
export type RuleDetailQuery = z.input<typeof ruleDetailQuerySchema>;
/** The rows behind one figure: an item of an organisation's year, or of one month. */
export const ruleRowsQuerySchema = z
  .object({ year, orgId: id, itemCode, month: month.optional() })
  .extend(pageQuerySchema.shape);
export type RuleRowsQuery = z.input<typeof ruleRowsQuerySchema>;

export const ruleItemSchema = z.object({
  code: z.string(),
  name: z.string(),
  metric: ruleMetricSchema,
  measure: enumOf(RULE_MEASURES),
  weight: z.number(),
  /** The unit's yearly target (percent, count or per 10,000 residents). */
  target: z.number(),
  ledgerAllowed: z.boolean(),
  description: z.string(),
});
export type RuleItem = z.infer<typeof ruleItemSchema>;
const lights = z.array(enumOf(RULE_LIGHTS)).length(12);

export const ruleBoardRowSchema = z.object({
  orgId: z.string(),
  orgName: z.string(),
  score: z.number(),
  /** Among all units of the kind in the city (`RULE_RANK_FIELDS`), 1 the best; equal scores share a rank. */
  rank: z.number(),
  /** The light of the latest month due. */
  light: enumOf(RULE_LIGHTS),
  lights,
  /** Points per rule item, in the items' order. */
  points: z.array(z.number()),
});
export type RuleBoardRow = z.infer<typeof ruleBoardRowSchema>;

export const ruleBoardSchema = z.object({
  year: z.number(),
  title: z.string(),
  issued: z.boolean(),
  unitKind: enumOf(RULE_UNIT_KINDS),
  /** The parent is the centre: both districts and stations can be ranked. */
  canChooseKind: z.boolean(),
  parentId: z.string(),
  parentName: z.string(),
  /** Months evaluated so far (12 for a past year). */
  monthsDue: z.number(),
  totalWeight: z.number(),
  /** How many units of the kind the ranks are among (the city's, not only those listed). */
  rankOf: z.number(),
  items: z.array(ruleItemSchema),
  rows: z.array(ruleBoardRowSchema),
});
export type RuleBoard = z.infer<typeof ruleBoardSchema>;

export const ruleMonthFigureSchema = z.object({
  month: z.number(),
  numerator: z.number(),
  denominator: z.number(),
  ledger: z.number(),
  /** The month's figure (percent, count or per 10,000), null when nothing was due. */
  value: z.number().nullable(),
});
export const ruleItemFigureSchema = ruleItemSchema.extend({
  numerator: z.number(),
  denominator: z.number(),
  /** Reviewed ledger values added to the figure. */
  ledger: z.number(),
  value: z.number().nullable(),
  /** The target due so far (a count's target pro rata to the months due). */
  targetDue: z.number(),
  /** What one month must reach for its green light (a rate's target, a twelfth of a count's). */
  monthTarget: z.number(),
  points: z.number(),
  lights,
  months: z.array(ruleMonthFigureSchema).length(12),
  /**
   * Marks on the item, e.g. 第四季度逾期2次 on 报表报送 when the unit missed a report's due time
   * `REPORT_OVERDUE_MARK_PER_QUARTER` times in a quarter (report.ts); empty when nothing is marked.
   */
  marks: z.array(z.string()),
});
export type RuleItemFigure = z.infer<typeof ruleItemFigureSchema>;

export const ruleDetailSchema = z.object({
  year: z.number(),
  orgId: z.string(),
  orgName: z.string(),
  unitKind: enumOf(RULE_UNIT_KINDS),
  score: z.number(),
  totalWeight: z.number(),
  /** Among all units of its kind in the city (`RULE_RANK_FIELDS`), of `rankOf`. */
  rank: z.number(),
  rankOf: z.number(),
  light: enumOf(RULE_LIGHTS),
  lights,
  monthsDue: z.number(),
  items: z.array(ruleItemFigureSchema),
});
export type RuleDetail = z.infer<typeof ruleDetailSchema>;

/** A row behind a figure: whether it counted toward the numerator, and where it lies. */
export const ruleRowSchema = z.object({
  id: z.string(),
  at: z.string(),
  orgName: z.string(),
  title: z.string(),
  counted: z.boolean(),
  /** The row's own detail page in the app, when it has one. */
  link: z.string().nullable(),
});
export type RuleRow = z.infer<typeof ruleRowSchema>;

export const ledgerPageQuerySchema = z
  .object({ year: year.optional(), state: ledgerStateSchema.optional(), orgId: id.optional() })
  .extend(pageQuerySchema.shape);
export type LedgerPageQuery = z.input<typeof ledgerPageQuerySchema>;
export const ledgerIdQuerySchema = z.object({ id });

const ledgerFields = {
  orgId: id,
  year: int4(RULE_YEAR_MIN, RULE_YEAR_MAX),
  itemCode,
  month: int4(1, 12),
  value: int4(1, LEDGER_VALUE_MAX),
  description: text(LEDGER_DESCRIPTION_MAX).trim().min(2, '请填写台账说明（至少2个字）'),
  evidence: z
    .array(text(512).min(1))
    .min(1, '请上传证明材料')
    .max(LEDGER_EVIDENCE_MAX, `证明材料最多${LEDGER_EVIDENCE_MAX}个`),
};
export const ledgerCreateBodySchema = z.object(ledgerFields);
export type LedgerCreateBody = z.input<typeof ledgerCreateBodySchema>;
/** A refused entry fixed and sent again (its evidence is replaced when given). */
export const ledgerResubmitBodySchema = z.object({
  id,
  version: int4(),
  value: ledgerFields.value,
  description: ledgerFields.description,
  evidence: ledgerFields.evidence.optional(),
});
export type LedgerResubmitBody = z.input<typeof ledgerResubmitBodySchema>;

export const ledgerFileSchema = z.object({ key: z.string(), name: z.string(), size: z.number() });
export const ledgerRecordSchema = z.object({
  id: z.string(),
  orgId: z.string(),
  orgName: z.string(),
  year: z.number(),
  itemCode: z.string(),
  itemName: z.string(),
  month: z.number(),
  value: z.number(),
  description: z.string(),
  state: ledgerStateSchema,
  submittedByName: z.string(),
  submittedAt: z.string(),
  verifiedAt: z.string().nullable(),
  refuseReason: z.string().nullable(),
  version: z.number(),
});
export type LedgerRecord = z.infer<typeof ledgerRecordSchema>;
export const ledgerDetailSchema = ledgerRecordSchema.extend({ evidence: z.array(ledgerFileSchema) });
export type LedgerDetail = z.infer<typeof ledgerDetailSchema>;

/** Organisations a caller may score and keep ledgers for: districts and stations of their subtree. */
export const ruleUnitSchema = z.object({ id: z.string(), name: z.string(), unitKind: enumOf(RULE_UNIT_KINDS) });
export type RuleUnit = z.infer<typeof ruleUnitSchema>;

const R = '/api/oa/rule-statistics/v2';
export const RULE_STATISTICS_ENDPOINTS = {
  latestIssueYear: get(proxy, '/api/oa/rule/org/v2/getLatestIssueYear', { answer: z.number() }),
  years: get(proxy, `${R}/years`, {
    answer: z.array(z.object({ year: z.number(), title: z.string(), issued: z.boolean() })),
  }),
  items: get(proxy, `${R}/items`, { query: z.object({ year }), answer: z.array(ruleItemSchema) }),
  units: get(proxy, `${R}/units`, { answer: z.array(ruleUnitSchema) }),
  board: get(proxy, `${R}/board`, { query: ruleBoardQuerySchema, answer: ruleBoardSchema }),
  /** Answers the .xlsx itself (bearer token, the web fetches a blob), not an envelope. */
  boardExport: get(proxy, `${R}/board/export`, { query: ruleBoardQuerySchema }),
  detail: get(proxy, `${R}/detail`, { query: ruleDetailQuerySchema, answer: ruleDetailSchema }),
  rows: get(proxy, `${R}/rows`, { query: ruleRowsQuerySchema, answer: pageOf(ruleRowSchema) }),
  ledgerList: get(proxy, `${R}/ledger/list`, { query: ledgerPageQuerySchema, answer: pageOf(ledgerRecordSchema) }),
  ledgerDetail: get(proxy, `${R}/ledger/detail`, { query: ledgerIdQuerySchema, answer: ledgerDetailSchema }),
  ledgerCreate: post(proxy, `${R}/ledger/create`, { body: ledgerCreateBodySchema, answer: ledgerDetailSchema }),
  ledgerResubmit: post(proxy, `${R}/ledger/resubmit`, { body: ledgerResubmitBodySchema, answer: ledgerDetailSchema }),
};
