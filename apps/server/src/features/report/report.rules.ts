import {
  chinaDateParts,
  chinaMidnight,
  REPORT_HANDED_IN_STATES,
  REPORT_URGE_COOLDOWN_MINUTES,
  isInSubtree,
  type ReportKind,
  type ReportStanding,
  type ReportSubmissionState,
} from '@afp/contract';

/** Periods are China days, weeks and months (the contract's china-time.ts). */
const DAY_MS = 24 * 60 * 60 * 1000;

/** What the period rules need of a template. */
export interface TemplateTiming {
  kind: ReportKind;
  dueDays: number | null;
  dueDate: string | null;
  startsAt: Date;
}

export interface Period {
  key: string;
  label: string;
  startsAt: Date;
  endsAt: Date;
  dueAt: Date;
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayText = (at: Date) => {
  const { m, d } = chinaDateParts(at);
  return `${m}月${d}日`;
};

function weekStarting(monday: Date, dueDays: number): Period {
  const { y, m, d } = chinaDateParts(monday);
  const endsAt = new Date(monday.getTime() + 7 * DAY_MS);
  const sunday = new Date(endsAt.getTime() - DAY_MS);
  return {
    key: `${y}-${pad(m)}-${pad(d)}`,
    label: `${y}年${dayText(monday)}至${dayText(sunday)}`,
    startsAt: monday,
    endsAt,
    dueAt: new Date(endsAt.getTime() + dueDays * DAY_MS),
  };
}

function monthOf(y: number, m: number, dueDays: number): Period {
  const startsAt = chinaMidnight(y, m, 1);
  const endsAt = chinaMidnight(y, m + 1, 1);
  return {
    key: `${y}-${pad(m)}`,
    label: `${y}年${m}月`,
    startsAt,
    endsAt,
    dueAt: new Date(endsAt.getTime() + dueDays * DAY_MS),
  };
}

function specialPeriod(template: TemplateTiming): Period {
  const [y, m, d] = (template.dueDate ?? '2000-01-01').split('-').map(Number) as [number, number, number];
  const endsAt = chinaMidnight(y, m, d + 1);
  return {
    key: 'ONCE',
    label: `${y}年${m}月${d}日前上报`,
    startsAt: template.startsAt,
    endsAt,
    dueAt: endsAt,
  };
}

/** The period that contains `at` (special reports have only one). */
export function periodAt(template: TemplateTiming, at: Date): Period {
  const dueDays = template.dueDays ?? 0;
  if (template.kind === 'SPECIAL') return specialPeriod(template);
  const { y, m, d, dow } = chinaDateParts(at);
  if (template.kind === 'MONTHLY') return monthOf(y, m, dueDays);
  const sinceMonday = (dow + 6) % 7;
  return weekStarting(chinaMidnight(y, m, d - sinceMonday), dueDays);
}

/** The period of a key, if the key names a period of this template's kind (a week by its Monday). */
export function periodOfKey(template: TemplateTiming, key: string): Period | undefined {
  if (template.kind === 'SPECIAL') return key === 'ONCE' ? specialPeriod(template) : undefined;
  if (template.kind === 'MONTHLY') {
    const match = /^(\d{4})-(\d{2})$/.exec(key);
    const [y, m] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
    return y >= 2000 && y < 2100 && m >= 1 && m <= 12 ? monthOf(y, m, template.dueDays ?? 0) : undefined;
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (!match) return undefined;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (y < 2000 || y >= 2100) return undefined;
  const monday = chinaMidnight(y, m, d);
  const parts = chinaDateParts(monday);
  if (parts.m !== m || parts.d !== d || parts.dow !== 1) return undefined;
  return weekStarting(monday, template.dueDays ?? 0);
}

/** Whether a period is one the template asks for now: started, and not before the template's first. */
export function isOwedPeriod(template: TemplateTiming, period: Period, now: Date): boolean {
  return period.startsAt <= now && period.endsAt > periodAt(template, template.startsAt).startsAt;
}

/**
 * The periods started by `now`, newest first, back to `since` (a period counts when it ends after
 * `since`) and never before the template's own first period.
 */
export function periodsBetween(template: TemplateTiming, since: Date, now: Date): Period[] {
  const first = periodAt(template, template.startsAt).startsAt;
  const periods: Period[] = [];
  let period = periodAt(template, now);
  if (template.kind === 'SPECIAL') return period.startsAt <= now ? [period] : [];
  while (period.endsAt > since && period.endsAt > first && periods.length < 400) {
    periods.push(period);
    period = periodAt(template, new Date(period.startsAt.getTime() - 1));
  }
  return periods;
}

/** A readable due rule: 每周结束后2天内上报 … */
export function dueRuleText(template: TemplateTiming): string {
  if (template.kind === 'SPECIAL') return specialPeriod(template).label;
  const unit = template.kind === 'WEEKLY' ? '每周' : '每月';
  const days = template.dueDays ?? 0;
  return days === 0 ? `${unit}结束前上报` : `${unit}结束后${days}天内上报`;
}

/** What may happen to a submission (DESIGN §4.8): the organisation saves and submits; verification decides. */
export type ReportMove = 'save' | 'submit' | 'verify' | 'refuse';

/**
 * The transition table: move → states it may start from → state it leads to. A new submission starts
 * as a DRAFT (saved or submitted at once); anything not listed answers 409 report.invalid_transition.
 * Saving a refused report makes it a draft again; a refused report may also be resubmitted at once.
 */
export const REPORT_TRANSITIONS: Record<
  ReportMove,
  { from: readonly ReportSubmissionState[]; to: ReportSubmissionState }
> = {
  save: { from: ['DRAFT', 'REFUSED'], to: 'DRAFT' },
  submit: { from: ['DRAFT', 'REFUSED'], to: 'SUBMITTED' },
  verify: { from: ['SUBMITTED'], to: 'VERIFIED' },
  refuse: { from: ['SUBMITTED'], to: 'REFUSED' },
};

export const canMoveReport = (move: ReportMove, state: ReportSubmissionState): boolean =>
  REPORT_TRANSITIONS[move].from.includes(state);

/** The organisation may still change it: a draft or a refused report. */
export const isEditable = (state: ReportSubmissionState): boolean => canMoveReport('submit', state);

/** Late: first handed in after the due time (a resubmission after a refusal keeps the first hand-in). */
export const isLate = (submission: { firstSubmittedAt: Date | null; dueAt: Date }): boolean =>
  submission.firstSubmittedAt !== null && submission.firstSubmittedAt > submission.dueAt;

/** Overdue: never handed in and past the due time (derived from the clock, never stored). */
export const isOverdue = (submission: { firstSubmittedAt: Date | null } | null, dueAt: Date, now: Date): boolean =>
  (submission?.firstSubmittedAt ?? null) === null && now > dueAt;

export const standingOf = (state: ReportSubmissionState | null | undefined): ReportStanding => state ?? 'NONE';

/** Counted as handed in by the summary. */
export const isHandedIn = (state: ReportSubmissionState | null | undefined): boolean =>
  state !== null && state !== undefined && REPORT_HANDED_IN_STATES.includes(state);

/** Which organisations must submit a template: those of its target level in the issuer's subtree (no partners). */
export const mustSubmit = (
  template: { targetLevel: number; orgPath: string },
  org: { level: number; path: string; kind: string },
): boolean => org.kind !== 'partner' && org.level === template.targetLevel && isInSubtree(org.path, template.orgPath);

/** A template is on the caller's branch: issued above (or by) the caller's organisation, or within its subtree. */
export const isOnBranch = (templateOrgPath: string, callerOrgPath: string): boolean =>
  isInSubtree(callerOrgPath, templateOrgPath) || isInSubtree(templateOrgPath, callerOrgPath);

/** 催报: when a unit last urged for a period may be urged again; null when it may be now. */
export function urgeCooldownUntil(lastUrgedAt: Date | null, now: Date): Date | null {
  if (!lastUrgedAt) return null;
  const until = new Date(lastUrgedAt.getTime() + REPORT_URGE_COOLDOWN_MINUTES * 60_000);
  return until > now ? until : null;
}
