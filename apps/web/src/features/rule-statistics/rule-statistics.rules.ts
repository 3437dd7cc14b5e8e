import {
  chinaDateParts,
  LEDGER_DESCRIPTION_MAX,
  LEDGER_EVIDENCE_MAX,
  LEDGER_VALUE_MAX,
  RULE_MEASURES,
  RULE_RANK_FIELDS,
  type LedgerCreateBody,
  type RuleItem,
  type RuleLight,
  type RuleMeasure,
  type RuleUnitKind,
} from '@afp/contract';

/** Ledger form fields as typed (kept in the draft); evidence keeps key, name and size for the previews. */
export interface LedgerForm {
  orgId: string;
  itemCode: string;
  month: number;
  value: string;
  description: string;
  evidence: { key: string; name: string; size: number }[];
}
export type LedgerProblems = Partial<Record<keyof LedgerForm, string>>;

export const emptyLedgerForm = (month: number): LedgerForm => ({
  orgId: '',
  itemCode: '',
  month,
  value: '',
  description: '',
  evidence: [],
});

/** The form as it stands, its unit taken when the caller keeps ledgers for one unit only (nothing to choose). */
export const withSoleUnit = (form: LedgerForm, unitIds: readonly string[]): LedgerForm =>
  form.orgId || unitIds.length !== 1 ? form : { ...form, orgId: unitIds[0]! };

/** The body to send, or the problems per field (checked before sending, as the server checks again). */
export function checkLedger(
  form: LedgerForm,
  year: number,
  monthsDue: number,
): { body?: LedgerCreateBody; problems?: LedgerProblems } {
  const problems: LedgerProblems = {};
  const value = Number(form.value);
  if (!form.orgId) problems.orgId = '请选择单位';
  if (!form.itemCode) problems.itemCode = '请选择考核项';
  if (form.month < 1 || form.month > monthsDue) problems.month = '不能填报未到的月份';
  if (!Number.isInteger(value) || value < 1 || value > LEDGER_VALUE_MAX)
    problems.value = `请填写1至${LEDGER_VALUE_MAX}之间的整数`;
  const description = form.description.trim();
  if (description.length < 2) problems.description = '请填写台账说明（至少2个字）';
  else if (description.length > LEDGER_DESCRIPTION_MAX) problems.description = `说明最多${LEDGER_DESCRIPTION_MAX}字`;
  if (form.evidence.length === 0) problems.evidence = '请上传证明材料';
  else if (form.evidence.length > LEDGER_EVIDENCE_MAX) problems.evidence = `证明材料最多${LEDGER_EVIDENCE_MAX}个`;
  if (Object.keys(problems).length > 0) return { problems };
  return {
    body: {
      orgId: form.orgId,
      year,
      itemCode: form.itemCode,
      month: form.month,
      value,
      description,
      evidence: form.evidence.map((file) => file.key),
    },
  };
}

const UNIT: Record<RuleMeasure, string> = { RATE: '%', COUNT: '', PER_10K: '' };

/** A figure as read: 92.5%, 12, 3.2（每万人）; 无应办 when nothing was due. */
export function figureText(measure: RuleMeasure, value: number | null): string {
  if (value === null) return measure === 'PER_10K' ? '无人口数据' : '无应办';
  return measure === 'PER_10K' ? `${value}（${RULE_MEASURES.PER_10K}）` : `${value}${UNIT[measure]}`;
}

/** What a target asks: 目标≥90%, 目标≥24, 目标≤400（每万人）. */
export const targetText = (item: Pick<RuleItem, 'measure' | 'target'>): string =>
  item.measure === 'PER_10K' ? `目标≤${item.target}（每万人）` : `目标≥${item.target}${UNIT[item.measure]}`;

/** What a month must reach for its green light: 每月≥90%, 每月≥2, 每月≤33.33（每万人）. */
export const monthTargetText = (item: { measure: RuleMeasure; monthTarget: number }): string =>
  item.measure === 'PER_10K' ? `每月≤${item.monthTarget}（每万人）` : `每月≥${item.monthTarget}${UNIT[item.measure]}`;

/** A rank with its field: 全市街道 第19/20. */
export const rankText = (unitKind: RuleUnitKind, rank: number, rankOf: number): string =>
  `${RULE_RANK_FIELDS[unitKind]} 第${rank}/${rankOf}`;

/** Counts of a board's lights for its summary line. */
export const lightCounts = (lights: readonly RuleLight[]): Record<RuleLight, number> =>
  lights.reduce<Record<RuleLight, number>>((counts, light) => ({ ...counts, [light]: counts[light] + 1 }), {
    GREEN: 0,
    YELLOW: 0,
    RED: 0,
    NONE: 0,
  });

/** Months 1…n for the ledger form (n = months due this year). */
export const monthOptions = (monthsDue: number) =>
  Array.from({ length: monthsDue }, (_, i) => ({ label: `${i + 1}月`, value: i + 1 }));

/** The current year (China time) and months due in it, for the ledger form. */
export function chinaYearMonth(now: number = Date.now()): { year: number; month: number } {
  const { y, m } = chinaDateParts(now);
  return { year: y, month: m };
}
