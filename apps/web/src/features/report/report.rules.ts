import {
  reportValueProblems,
  type ReportField,
  type ReportStanding,
  type ReportSummaryRow,
  type ReportValues,
} from '@afp/contract';
import type { ReportSubmitBody } from './api/report.mutations';

/** The fill-in form as typed: every field's text (numbers too, parsed when checked). */
export type ReportFormValues = Record<string, string>;
export type ReportFormProblems = Partial<Record<string, string>>;

/** A stored submission's values as the form's texts. */
export const formValuesOf = (fields: readonly ReportField[], values: ReportValues | undefined): ReportFormValues =>
  Object.fromEntries(
    fields.map((field) => [field.key, values?.[field.key] === undefined ? '' : String(values[field.key])]),
  );

/** The form's texts as values (numbers parsed, empty fields left out) and the problems of each typed field. */
function typedValuesOf(fields: readonly ReportField[], form: ReportFormValues, complete: boolean) {
  const values: ReportValues = {};
  const unparsed: ReportFormProblems = {};
  for (const field of fields) {
    const typed = (form[field.key] ?? '').trim();
    if (typed === '') continue;
    if (field.type !== 'NUMBER') values[field.key] = typed;
    else if (/^-?\d+(\.\d+)?$/.test(typed)) values[field.key] = Number(typed);
    else unparsed[field.key] = `${field.label}须为数字`;
  }
  const problems: ReportFormProblems = { ...reportValueProblems(fields, values, { complete }), ...unparsed };
  return { values, problems };
}

/**
 * The body to send, or the problems of each field: numbers parsed, empty fields left out, then the
 * contract's one check of the values against the template (the server runs the same).
 */
export function checkReportForm(
  ref: { templateId: string; periodKey: string; version?: number },
  fields: readonly ReportField[],
  form: ReportFormValues,
): { body: ReportSubmitBody; problems: null } | { body: null; problems: ReportFormProblems } {
  const { values, problems } = typedValuesOf(fields, form, true);
  if (Object.keys(problems).length > 0) return { body: null, problems };
  return { body: { ...ref, values }, problems: null };
}

/**
 * What is wrong with a value as it is typed (abc, 1.5 people, past the maximum), shown at once; a
 * field still empty is only asked for once the user tries to hand the report in.
 */
export const typedProblemsOf = (fields: readonly ReportField[], form: ReportFormValues): ReportFormProblems =>
  typedValuesOf(fields, form, false).problems;

/** The tag colour of a standing. */
export const STANDING_COLORS: Record<ReportStanding, 'default' | 'primary' | 'success' | 'warning' | 'danger'> = {
  NONE: 'default',
  DRAFT: 'default',
  SUBMITTED: 'primary',
  VERIFIED: 'success',
  REFUSED: 'danger',
};

/** 逾期上报 / 逾期未报, or nothing. */
export const timelinessOf = (entry: { isLate: boolean; isOverdue: boolean }): string | null =>
  entry.isLate ? '逾期上报' : entry.isOverdue ? '逾期未报' : null;

/** A value as the detail shows it, with the field's unit. */
export const valueText = (field: ReportField, value: ReportValues[string] | undefined): string =>
  value === undefined || value === ''
    ? '—'
    : `${String(value)}${field.type === 'NUMBER' && field.unit ? ` ${field.unit}` : ''}`;

/** Handed in: submitted or verified (a refused report must be handed in again). */
export const isHandedIn = (row: Pick<ReportSummaryRow, 'standing'>): boolean =>
  row.standing === 'SUBMITTED' || row.standing === 'VERIFIED';

/** 未报单位: the rows not handed in (none, draft, refused) — those a 催报 reaches. */
export const laggardsOf = <Row extends Pick<ReportSummaryRow, 'standing'>>(rows: readonly Row[]): Row[] =>
  rows.filter((row) => !isHandedIn(row));

/** The summary's rows counted per superior organisation, in the rows' order: on time, late, missing. */
export function summaryByGroup(rows: readonly ReportSummaryRow[]) {
  const groups = new Map<string, { name: string; onTime: number; late: number; missing: number }>();
  for (const row of rows) {
    const name = row.parentName || '本级';
    const group = groups.get(name) ?? { name, onTime: 0, late: 0, missing: 0 };
    if (!isHandedIn(row)) group.missing += 1;
    else if (row.isLate) group.late += 1;
    else group.onTime += 1;
    groups.set(name, group);
  }
  return [...groups.values()];
}
