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
  type TimelineEntry,
} from '@afp/contract';
import type { TimelineRow } from '../operation-log/index.ts';
import type { SubmissionRow, SummaryRow, TemplateRow, UrgeWithOrg } from './report.repository.ts';
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
  urgeCooldownUntil,
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
  context: { now: Date; mineToSubmit: boolean; progress?: { handedIn: number; target: number } | null },
): ReportTemplateSummary {
  const { template } = row;
  const currentPeriod = periodAt(template, context.now);
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
    currentPeriod: presentPeriod(currentPeriod),
    mineToSubmit: context.mineToSubmit,
    progress: context.progress ? { periodLabel: currentPeriod.label, ...context.progress } : null,
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

/** A submission's timeline: its logged moves and the 催报 of its period, in time order. */
const timelineOf = (history: readonly TimelineRow[], urges: readonly UrgeWithOrg[]): TimelineEntry[] =>
  [
    ...history.map((entry) => ({
      action: actionText(entry.action),
      remark: entry.remark,
      actorName: entry.actorName,
      actorOrgName: entry.actorOrgName,
      at: entry.createdAt,
    })),
    ...urges.map(({ urge, urgerOrgName }) => ({
      action: '催报',
      remark: null,
      actorName: urge.urgedByName,
      actorOrgName: urgerOrgName,
      at: urge.urgedAt,
    })),
  ]
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((entry) => ({ ...entry, at: entry.at.toISOString() }));

export const presentSubmissionDetail = (
  row: SubmissionRow,
  context: { now: Date; mayEdit: boolean; history: readonly TimelineRow[]; urges: readonly UrgeWithOrg[] },
): ReportSubmissionDetail => ({
  ...presentSubmission(row, context.now),
  fields: row.template.fields,
  values: row.submission.values,
  editable: context.mayEdit && isEditable(row.submission.state),
  history: timelineOf(context.history, context.urges),
});

/** A unit's urges of a period: how many, the last time and by which organisation. */
export interface UrgeTally {
  count: number;
  lastAt: Date;
  lastByOrgName: string | null;
}
const tallyOf = (urges: readonly UrgeWithOrg[]): UrgeTally | undefined => {
  const [latest] = [...urges].sort((a, b) => b.urge.urgedAt.getTime() - a.urge.urgedAt.getTime());
  return latest ? { count: urges.length, lastAt: latest.urge.urgedAt, lastByOrgName: latest.urgerOrgName } : undefined;
};
/** Urges of one period by the unit urged. */
export function urgesByOrg(urges: readonly UrgeWithOrg[]): Map<string, UrgeTally> {
  const grouped = new Map<string, UrgeWithOrg[]>();
  for (const urge of urges) grouped.set(urge.urge.orgId, [...(grouped.get(urge.urge.orgId) ?? []), urge]);
  return new Map([...grouped].map(([orgId, ofOrg]) => [orgId, tallyOf(ofOrg)!]));
}

export const presentTodo = (
  template: ReportTemplateRow,
  period: Period,
  submission: ReportSubmissionRow | undefined,
  now: Date,
  urges: readonly UrgeWithOrg[],
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
  ...presentUrges(tallyOf(urges)),
});

const presentUrges = (tally: UrgeTally | undefined) => ({
  urgeCount: tally?.count ?? 0,
  lastUrgedAt: iso(tally?.lastAt ?? null),
  lastUrgedByOrgName: tally?.lastByOrgName ?? null,
});

export function presentSummaryRow(
  row: SummaryRow,
  period: Period,
  fields: readonly ReportField[],
  now: Date,
  urges: UrgeTally | undefined,
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
    urgeCount: urges?.count ?? 0,
    lastUrgedAt: iso(urges?.lastAt ?? null),
  };
}

export function presentSummary(
  template: TemplateRow,
  period: Period,
  rows: readonly SummaryRow[],
  totals: Record<string, number>,
  context: { now: Date; urges: ReadonlyMap<string, UrgeTally> },
): ReportSummary {
  const { now } = context;
  const presented = rows.map((row) =>
    presentSummaryRow(row, period, template.template.fields, now, context.urges.get(row.orgId)),
  );
  const handedIn = presented.filter((row) => isHandedIn(row.standing === 'NONE' ? null : row.standing)).length;
  // 催报: the laggards, and when each may be urged again (null: now).
  const cooldowns = presented
    .filter((row) => !isHandedIn(row.standing === 'NONE' ? null : row.standing))
    .map((row) => urgeCooldownUntil(context.urges.get(row.orgId)?.lastAt ?? null, now));
  const waiting = cooldowns.filter((until): until is Date => until !== null);
  return {
    template: {
      ...presentTemplateSummary(template, { now, mineToSubmit: false }),
      fields: template.template.fields,
    },
    period: presentPeriod(period),
    counts: {
      target: presented.length,
      handedIn,
      late: presented.filter((row) => row.isLate).length,
      missing: presented.length - handedIn,
    },
    totals,
    rows: presented,
    urgeable: cooldowns.length - waiting.length,
    urgeCooldownUntil:
      cooldowns.length > 0 && waiting.length === cooldowns.length
        ? new Date(Math.min(...waiting.map((until) => until.getTime()))).toISOString()
        : null,
  };
}
