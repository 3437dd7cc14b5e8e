import {
  REPORT_ACTIONS,
  type ReportAction,
  type ReportField,
  type ReportPeriod,
  type ReportSubmission,
  type ReportSubmissionDetail,
  type ReportSummary,
  type ReportSummaryRow,
  type ReportTemplate,
  type ReportTemplateSummary,
  type ReportTodo,
} from '@afp/contract';
import type { SubmissionRow, SummaryRow, TemplateRow } from './report.repository.ts';
import {
  dueRuleText,
  isEditable,
  isHandedIn,
  isLate,
  isOverdue,
  periodAt,
  periodOfKey,
  standingOf,
  type Period,
} from './report.rules.ts';
import type { ReportSubmissionRow, ReportTemplateRow } from './report.table.ts';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export const presentPeriod = (period: Period): ReportPeriod => ({
  key: period.key,
  label: period.label,
  startsAt: period.startsAt.toISOString(),
  endsAt: period.endsAt.toISOString(),
  dueAt: period.dueAt.toISOString(),
});

/** The period a stored submission belongs to (its key was checked when it was written). */
const periodOfRow = (template: ReportTemplateRow, submission: ReportSubmissionRow): Period => {
  const period = periodOfKey(template, submission.periodKey) ?? periodAt(template, submission.createdAt);
  return { ...period, dueAt: submission.dueAt };
};

export function presentTemplateSummary(
  row: TemplateRow,
  context: { now: Date; mineToSubmit: boolean },
): ReportTemplateSummary {
  const { template } = row;
  return {
    id: template.id,
    name: template.name,
    kind: template.kind,
    description: template.description,
    dueDays: template.dueDays,
    dueDate: template.dueDate,
    dueRule: dueRuleText(template),
    targetLevel: template.targetLevel,
    orgName: row.orgName,
    createdByName: template.createdByName,
    createdAt: template.createdAt.toISOString(),
    currentPeriod: presentPeriod(periodAt(template, context.now)),
    mineToSubmit: context.mineToSubmit,
  };
}

export const presentTemplate = (
  row: TemplateRow,
  context: { now: Date; mineToSubmit: boolean; periods: readonly Period[] },
): ReportTemplate => ({
  ...presentTemplateSummary(row, context),
  fields: row.template.fields,
  periods: context.periods.map(presentPeriod),
});

export function presentSubmission(row: SubmissionRow, now: Date): ReportSubmission {
  const { submission, template } = row;
  return {
    id: submission.id,
    templateId: template.id,
    templateName: template.name,
    kind: template.kind,
    period: presentPeriod(periodOfRow(template, submission)),
    orgId: submission.orgId,
    orgName: row.orgName,
    state: submission.state,
    submittedAt: iso(submission.submittedAt),
    submittedByName: submission.submittedByName,
    isLate: isLate(submission),
    isOverdue: isOverdue(submission, submission.dueAt, now),
    verifiedAt: iso(submission.verifiedAt),
    refuseReason: submission.refuseReason,
    updatedAt: submission.updatedAt.toISOString(),
    version: submission.version,
  };
}

const isNumberField = (field: ReportField): boolean => field.type === 'NUMBER';

/** A logged `report.<move>` in words; an action of no move is shown as logged. */
const actionText = (action: string): string => {
  const move = action.replace(/^report\./, '');
  return move in REPORT_ACTIONS ? REPORT_ACTIONS[move as ReportAction] : action;
};

export const presentSubmissionDetail = (
  row: SubmissionRow,
  context: {
    now: Date;
    mayEdit: boolean;
    history: readonly { action: string; remark: string | null; orgName: string | null; createdAt: Date }[];
  },
): ReportSubmissionDetail => ({
  ...presentSubmission(row, context.now),
  fields: row.template.fields,
  values: row.submission.values,
  editable: context.mayEdit && isEditable(row.submission.state),
  history: context.history.map((entry) => ({
    action: actionText(entry.action),
    remark: entry.remark,
    actorOrgName: entry.orgName,
    at: entry.createdAt.toISOString(),
  })),
});

export const presentTodo = (
  template: ReportTemplateRow,
  period: Period,
  submission: ReportSubmissionRow | undefined,
  now: Date,
): ReportTodo => ({
  templateId: template.id,
  templateName: template.name,
  kind: template.kind,
  period: presentPeriod(submission ? { ...period, dueAt: submission.dueAt } : period),
  standing: standingOf(submission?.state),
  submissionId: submission?.id ?? null,
  isOverdue: isOverdue(submission ?? null, submission?.dueAt ?? period.dueAt, now),
  isLate: submission ? isLate(submission) : false,
  refuseReason: submission?.state === 'REFUSED' ? submission.refuseReason : null,
});

export function presentSummaryRow(
  row: SummaryRow,
  period: Period,
  fields: readonly ReportField[],
  now: Date,
): ReportSummaryRow {
  const submission = row.submission;
  const handedIn = isHandedIn(submission?.state);
  const valuesOf = <V>(type: (field: ReportField) => boolean, read: (value: unknown) => V | null) =>
    Object.fromEntries(
      fields.filter(type).map((field) => [field.key, handedIn ? read(submission?.values[field.key]) : null]),
    );
  return {
    orgId: row.orgId,
    orgName: row.orgName,
    parentName: row.parentName ?? '',
    standing: standingOf(submission?.state),
    submissionId: submission && submission.state !== 'DRAFT' ? submission.id : null,
    submittedAt: iso(submission?.submittedAt ?? null),
    isLate: submission ? isLate(submission) : false,
    isOverdue: isOverdue(submission, submission?.dueAt ?? period.dueAt, now),
    numbers: valuesOf(isNumberField, (value) => (typeof value === 'number' ? value : null)),
    texts: valuesOf(
      (field) => !isNumberField(field),
      (value) => (typeof value === 'string' && value !== '' ? value : null),
    ),
  };
}

export function presentSummary(
  template: TemplateRow,
  period: Period,
  rows: readonly SummaryRow[],
  totals: Record<string, number>,
  now: Date,
): ReportSummary {
  const presented = rows.map((row) => presentSummaryRow(row, period, template.template.fields, now));
  const handedIn = presented.filter((row) => isHandedIn(row.standing === 'NONE' ? null : row.standing)).length;
  return {
    template: { ...presentTemplateSummary(template, { now, mineToSubmit: false }), fields: template.template.fields },
    period: presentPeriod(period),
    counts: {
      target: presented.length,
      handedIn,
      late: presented.filter((row) => row.isLate).length,
      missing: presented.length - handedIn,
    },
    totals,
    rows: presented,
  };
}
