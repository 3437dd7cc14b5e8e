import {
  ORG_LEVEL,
  REPORT_LIMITS,
  REPORT_TARGET_LEVEL_VALUES,
  REPORT_TARGET_LEVELS,
  reportTemplateCreateBodySchema,
  type ReportFieldType,
  type ReportKind,
  type ReportTemplateCreateBody,
} from '@afp/contract';

/** One field row of the template form as typed (bounds as texts, choices one per line). */
export interface TemplateFieldRow {
  /** Stable within the template: `f1`, `f2` … (never reused after a row is removed). */
  key: string;
  label: string;
  type: ReportFieldType;
  required: boolean;
  /** SELECT: the choices, one per line (or separated by ，、,). */
  options: string;
  /** NUMBER: whole-number bounds and the unit, empty for none. */
  min: string;
  max: string;
  unit: string;
  /** NUMBER: whole numbers only (counts of people or sessions); off for amounts with decimals. */
  integer: boolean;
}

/** The centre's or a district's template form as a draft holds it. */
export interface TemplateForm {
  name: string;
  kind: ReportKind | null;
  description: string;
  fields: TemplateFieldRow[];
  /** Weekly / monthly: days after the period ends. */
  dueDays: number;
  /** Special: `YYYY-MM-DD`. */
  dueDate: string;
  targetLevel: number;
  /** The number of the next row's key. */
  nextRow: number;
}

/** Problems by form field; a row's by `rowProblemKey(row.key, prop)`. */
export type TemplateFormProblems = Partial<Record<string, string>>;

export const rowProblemKey = (rowKey: string, prop: string): string => `fields.${rowKey}.${prop}`;

const rowOf = (n: number): TemplateFieldRow => ({
  key: `f${n}`,
  label: '',
  type: 'NUMBER',
  required: true,
  options: '',
  min: '',
  max: '',
  unit: '',
  integer: true,
});

export const EMPTY_TEMPLATE_FORM: TemplateForm = {
  name: '',
  kind: null,
  description: '',
  fields: [rowOf(1)],
  dueDays: 3,
  dueDate: '',
  targetLevel: ORG_LEVEL.station,
  nextRow: 2,
};

/** The form with one more (number) row at the end, up to the contract's limit. */
export const withNewRow = (form: TemplateForm): TemplateForm =>
  form.fields.length >= REPORT_LIMITS.fields
    ? form
    : { ...form, fields: [...form.fields, rowOf(form.nextRow)], nextRow: form.nextRow + 1 };

export const withoutRow = (form: TemplateForm, key: string): TemplateForm => ({
  ...form,
  fields: form.fields.filter((row) => row.key !== key),
});

export const withRowPatch = (form: TemplateForm, key: string, patch: Partial<TemplateFieldRow>): TemplateForm => ({
  ...form,
  fields: form.fields.map((row) => (row.key === key ? { ...row, ...patch } : row)),
});

/** The levels an office may ask to submit: those below its own (a district: its stations). */
export const targetLevelOptions = (orgLevel: number): { value: number; label: string }[] =>
  REPORT_TARGET_LEVEL_VALUES.filter((level) => level > orgLevel).map((level) => ({
    value: level,
    label: REPORT_TARGET_LEVELS[level],
  }));

/** Choices typed one per line or separated by ，、, — trimmed, empty ones and repeats dropped. */
export const optionsOf = (typed: string): string[] => [
  ...new Set(
    typed
      .split(/[\n,，、]/)
      .map((option) => option.trim())
      .filter(Boolean),
  ),
];

/** A typed whole number: empty is none, anything else not whole is NaN (the schema names the field). */
const wholeOf = (typed: string): number | undefined =>
  typed.trim() === '' ? undefined : /^-?\d{1,10}$/.test(typed.trim()) ? Number(typed.trim()) : Number.NaN;

const fieldOf = (row: TemplateFieldRow) => ({
  key: row.key,
  label: row.label,
  type: row.type,
  required: row.required,
  ...(row.type === 'SELECT' ? { options: optionsOf(row.options) } : {}),
  ...(row.type === 'NUMBER'
    ? { min: wholeOf(row.min), max: wholeOf(row.max), unit: row.unit.trim() || undefined, integer: row.integer }
    : {}),
});

const BOUND = `须为${-REPORT_LIMITS.numberMagnitude}至${REPORT_LIMITS.numberMagnitude}之间的整数`;
/** Plain words for the schema's built-in (non-Chinese) messages, by the field they name. */
const PLAIN: Record<string, string> = {
  name: '报表名称不超过60字',
  kind: '请选择报表类型',
  description: '填报说明不超过500字',
  dueDays: `上报期限须为${REPORT_LIMITS.dueDays.min}至${REPORT_LIMITS.dueDays.max}天`,
  dueDate: '请选择截止日期',
  targetLevel: '请选择填报单位',
  fields: `字段须为1至${REPORT_LIMITS.fields}个`,
  label: `字段名称不超过${REPORT_LIMITS.labelLength}字`,
  type: '请选择字段类型',
  options: `最多${REPORT_LIMITS.options}个选项，每项不超过${REPORT_LIMITS.optionLength}字`,
  min: `最小值${BOUND}`,
  max: `最大值${BOUND}`,
  unit: '单位不超过10字',
};
const isChinese = (message: string) => /\p{Script=Han}/u.test(message);

/**
 * The body to send, or the problems at each field: the contract's own schema decides (the server
 * runs the same), a row's problems named by the row's key so they stay with it.
 */
export function checkTemplateForm(
  form: TemplateForm,
): { body: ReportTemplateCreateBody; problems: null } | { body: null; problems: TemplateFormProblems } {
  const parsed = reportTemplateCreateBodySchema.safeParse({
    name: form.name,
    kind: form.kind ?? undefined,
    description: form.description,
    fields: form.fields.map(fieldOf),
    ...(form.kind === 'SPECIAL' ? { dueDate: form.dueDate || undefined } : { dueDays: form.dueDays }),
    targetLevel: form.targetLevel,
  });
  if (parsed.success) return { body: parsed.data, problems: null };
  const problems: TemplateFormProblems = {};
  for (const issue of parsed.error.issues) {
    const [top, index, prop] = issue.path;
    const row = top === 'fields' && typeof index === 'number' ? form.fields[index] : undefined;
    const name = row && typeof prop === 'string' ? prop : String(top);
    const key = row && typeof prop === 'string' ? rowProblemKey(row.key, prop) : String(top);
    problems[key] ??= isChinese(issue.message) ? issue.message : (PLAIN[name] ?? '请检查填写内容');
  }
  return { body: null, problems };
}
