import {
  formatChinaDateTime,
  isSupervisingOffice,
  isInSubtree,
  REPORT_HANDED_IN_STATES,
  REPORT_LIMITS,
  REPORT_SUBMISSION_STATES,
  REPORT_URGE_COOLDOWN_MINUTES,
  reportValueProblems,
  type Page,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type REPORT_ENDPOINTS,
  type ReportForm,
  type ReportSubmission,
  type ReportSubmissionDetail,
  type ReportSummary,
  type ReportTemplate,
  type ReportTemplateSummary,
  type ReportTodo,
} from '@afp/contract';
import type { Clock } from '../../clock.ts';
import { keysetPage } from '../../core/keyset-page.ts';
import type { Principal } from '../../core/principal.ts';
import { move as moveRow } from '../../core/transition/index.ts';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { newId } from '../../secrets.ts';

/** An organisation's level from its materialised path: the centre's `/c/` is 1, a district's 2. */
const levelOfPath = (path: string): number => path.split('/').filter(Boolean).length;
import type { WorkNotifier } from '../identity/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import type { Verification, VerificationActor } from '../verification/index.ts';
import {
  nothingToUrge,
  periodNotFound,
  reportStaleVersion,
  submissionNotFound,
  templateNotFound,
  urgeTooSoon,
} from './report.errors.ts';
import {
  presentSubmission,
  presentSubmissionDetail,
  presentSummary,
  presentTemplate,
  presentTemplateSummary,
  presentTodo,
  urgesByOrg,
} from './report.presenter.ts';
import {
  SUBMISSION_ENTITY,
  TEMPLATE_ENTITY,
  type ReportRepository,
  type SubmissionRow,
  type TemplateRow,
} from './report.repository.ts';
import {
  isHandedIn,
  isOnBranch,
  isOwedPeriod,
  mustSubmit,
  periodAt,
  periodOfKey,
  periodsBetween,
  type Period,
  type ReportMove,
  urgeCooldownUntil,
} from './report.rules.ts';
import type { ReportSubmissionRow } from './report.table.ts';
import { SUBMISSION_WORKFLOW } from './report.workflow.ts';

type E = typeof REPORT_ENDPOINTS;
const DAY_MS = 24 * 60 * 60 * 1000;
/** How many recent periods a template offers the summary's period choice. */
const RECENT_PERIODS = 26;

export type ReportActor = Pick<Principal, 'loginType' | 'id' | 'name' | 'orgId'>;

export function createReportService(deps: {
  db: Db;
  clock: Clock;
  repository: ReportRepository;
  operationLog: OperationLog;
  verification: Pick<Verification, 'submitForVerification'>;
  notifier: Pick<WorkNotifier, 'notify'>;
}) {
  const { db, clock, repository, operationLog, verification, notifier } = deps;

  function ensureOffice(caller: Principal) {
    if (!isSupervisingOffice(caller)) throw forbidden('仅市反诈中心和分局工作人员可下发和汇总报表');
  }

  /** The caller's organisation as the target rules see it. */
  async function callerOrg(caller: Principal) {
    return (await repository.org(caller.orgId)) ?? { level: caller.orgLevel, path: caller.orgPath, kind: 'unknown' };
  }

  /** oa staff of an organisation that must submit the template. */
  const submitsTemplate = (
    caller: Principal,
    template: TemplateRow['template'],
    org: { level: number; path: string; kind: string },
  ) => caller.loginType === 'oa' && mustSubmit(template, org);

  /** A template on the caller's branch, else 404 (no existence oracle). */
  async function visibleTemplate(caller: Principal, id: string): Promise<TemplateRow> {
    const row = await repository.findTemplate(id);
    if (!row || !isOnBranch(row.template.orgPath, caller.orgPath)) throw templateNotFound();
    return row;
  }

  /** A submission of the caller's subtree (another organisation's draft is its own), else 404. */
  async function visibleSubmission(caller: Principal, id: string): Promise<SubmissionRow> {
    const row = await repository.findSubmission(id);
    if (
      !row ||
      !isInSubtree(row.submission.orgPath, caller.orgPath) ||
      (row.submission.state === 'DRAFT' && row.submission.orgId !== caller.orgId)
    )
      throw submissionNotFound();
    return row;
  }

  async function submissionDetail(caller: Principal, row: SubmissionRow): Promise<ReportSubmissionDetail> {
    const { submission } = row;
    const [history, urges] = await Promise.all([
      repository.history(submission.id),
      repository.urgesOfPeriod({
        templateId: submission.templateId,
        periodKey: submission.periodKey,
        orgIds: [submission.orgId],
      }),
    ]);
    return presentSubmissionDetail(row, {
      now: clock.now(),
      mayEdit: caller.loginType === 'oa' && submission.orgId === caller.orgId,
      history,
      urges,
    });
  }

  /** The summary of a period the caller's subtree collects (a period not yet begun is not found). */
  async function summaryOf(caller: Principal, query: { templateId: string; periodKey: string }) {
    ensureOffice(caller);
    const template = await visibleTemplate(caller, query.templateId);
    const now = clock.now();
    const period = periodOfKey(template.template, query.periodKey);
    if (!period || period.startsAt > now) throw periodNotFound();
    return { template, period, now };
  }

  /** The template and period the caller's organisation fills in: it must submit it, and the period must be owed. */
  async function ownPeriod(caller: Principal, templateId: string, periodKey: string) {
    const row = await visibleTemplate(caller, templateId);
    if (!submitsTemplate(caller, row.template, await callerOrg(caller))) throw forbidden('本单位无需填报该报表');
    const period = periodOfKey(row.template, periodKey);
    if (!period || !isOwedPeriod(row.template, period, clock.now())) throw periodNotFound();
    return { row, period };
  }

  const logEntry = (
    actor: ReportActor | VerificationActor,
    submission: Pick<ReportSubmissionRow, 'id'>,
    move: ReportMove | 'create',
    from: string | null,
    to: string,
    remark: string | null,
  ) => ({
    actorType: actor.loginType,
    actorId: actor.id,
    orgId: actor.orgId,
    action: `report.${move}`,
    entityType: SUBMISSION_ENTITY,
    entityId: submission.id,
    fromState: from,
    toState: to,
    remark,
  });

  /** The one way a submission changes state (see SUBMISSION_WORKFLOW), at the version the caller read. */
  const move = (
    tx: Tx,
    actor: ReportActor | VerificationActor,
    submission: ReportSubmissionRow,
    change: { move: ReportMove; version?: number; patch: Partial<ReportSubmissionRow>; remark: string | null },
  ): Promise<ReportSubmissionRow> =>
    moveRow(tx, SUBMISSION_WORKFLOW, submission, change.move, {
      by: actor,
      log: operationLog,
      version: change.version,
      patch: { ...change.patch, updatedAt: clock.now() },
      remark: change.remark,
    });

  /** Saves (draft) or submits the caller's organisation's report of a period: one transaction, logged. */
  async function write(
    caller: Principal,
    body: ParsedBodyOf<E['save']>,
    moveName: 'save' | 'submit',
  ): Promise<ReportSubmissionDetail> {
    const { row, period } = await ownPeriod(caller, body.templateId, body.periodKey);
    const problems = Object.entries(
      reportValueProblems(row.template.fields, body.values, { complete: moveName === 'submit' }),
    );
    if (problems.length > 0) {
      const [key, message] = problems[0]!;
      throw badRequest(`参数 values.${key} 错误：${message}`, undefined, `values.${key}`);
    }
    const id = await db.transaction(async (tx) => {
      const now = clock.now();
      const found = await repository.findSubmissionFor(
        { templateId: row.template.id, periodKey: period.key, orgId: caller.orgId },
        tx,
      );
      let submission = found?.submission;
      if (!submission) {
        if (body.version !== undefined) throw reportStaleVersion();
        const draft = {
          id: newId(),
          templateId: row.template.id,
          periodKey: period.key,
          dueAt: period.dueAt,
          orgId: caller.orgId,
          orgPath: caller.orgPath,
          state: 'DRAFT' as const,
          values: body.values,
          createdAt: now,
          updatedAt: now,
          version: 0,
        };
        // Another staff member of the organisation created it a moment ago: theirs stands.
        if (!(await repository.insertDraft(tx, draft))) throw reportStaleVersion();
        await operationLog.record(logEntry(caller, draft, 'create', null, 'DRAFT', null), tx);
        if (moveName === 'save') return draft.id;
        submission = {
          ...draft,
          firstSubmittedAt: null,
          submittedAt: null,
          submittedById: null,
          submittedByName: null,
          verifiedAt: null,
          refuseReason: null,
        };
      } else if (body.version === undefined) throw reportStaleVersion();
      const version = found ? body.version : 0;
      if (moveName === 'save') {
        await move(tx, caller, submission, { move: 'save', version, patch: { values: body.values }, remark: null });
        return submission.id;
      }
      const late = (submission.firstSubmittedAt ?? now) > submission.dueAt;
      await move(tx, caller, submission, {
        move: 'submit',
        version,
        patch: {
          values: body.values,
          submittedAt: now,
          firstSubmittedAt: submission.firstSubmittedAt ?? now,
          submittedById: caller.id,
          submittedByName: caller.name,
          refuseReason: null,
        },
        remark: late ? '逾期上报' : null,
      });
      await verification.submitForVerification(tx, {
        kind: 'report_submission',
        subjectId: submission.id,
        orgId: caller.orgId,
        submitter: caller,
        title: `${caller.orgName}：${row.template.name}（${period.label}）`,
      });
      return submission.id;
    });
    return submissionDetail(caller, (await repository.findSubmission(id))!);
  }

  async function templateOf(caller: Principal, id: string): Promise<ReportTemplate> {
    const row = await visibleTemplate(caller, id);
    const now = clock.now();
    const periods = periodsBetween(row.template, new Date(0), now).slice(0, RECENT_PERIODS);
    return presentTemplate(row, {
      now,
      mineToSubmit: submitsTemplate(caller, row.template, await callerOrg(caller)),
      periods,
    });
  }

  /** A decision of the verification (inside its transaction): the submission follows. */
  async function decide(
    tx: Tx,
    subjectId: string,
    by: VerificationActor,
    outcome: 'verify' | 'refuse',
    reason?: string,
  ) {
    const row = await repository.findSubmission(subjectId, tx);
    if (!row) throw submissionNotFound();
    const now = clock.now();
    await move(tx, by, row.submission, {
      move: outcome,
      patch: outcome === 'verify' ? { verifiedAt: now } : { refuseReason: reason ?? null },
      remark: reason ?? null,
    });
  }

  /** The centre's (or a district's) summary of one period over the organisations of its subtree. */
  async function summary(caller: Principal, query: ParsedQueryOf<E['summary']>): Promise<ReportSummary> {
    const { template, period, now } = await summaryOf(caller, query);
    const numberKeys = template.template.fields.filter((field) => field.type === 'NUMBER').map((field) => field.key);
    const [rows, totals] = await Promise.all([
      repository.summaryRows(template.template, period.key, caller.orgPath),
      repository.numberTotals(template.template, period.key, caller.orgPath, numberKeys),
    ]);
    const urges = await repository.urgesOfPeriod({
      templateId: template.template.id,
      periodKey: period.key,
      orgIds: rows.map((row) => row.orgId),
    });
    return presentSummary(template, period, rows, totals, { now, urges: urgesByOrg(urges) });
  }

  return {
    async createTemplate(caller: Principal, body: ParsedBodyOf<E['createTemplate']>): Promise<ReportTemplate> {
      ensureOffice(caller);
      // Only organisations below the issuer report to it: a district's own level would have no one to submit.
      if (body.targetLevel <= levelOfPath(caller.orgPath))
        throw badRequest('参数 targetLevel 错误：须为本单位以下的层级', undefined, 'targetLevel');
      const now = clock.now();
      const id = newId();
      await db.transaction(async (tx) => {
        await repository.insertTemplate(tx, {
          id,
          name: body.name,
          kind: body.kind,
          description: body.description,
          fields: body.fields,
          dueDays: body.kind === 'SPECIAL' ? null : (body.dueDays ?? 0),
          dueDate: body.kind === 'SPECIAL' ? (body.dueDate ?? null) : null,
          targetLevel: body.targetLevel,
          orgId: caller.orgId,
          orgPath: caller.orgPath,
          createdById: caller.id,
          createdByName: caller.name,
          createdAt: now,
          startsAt: now,
        });
        await operationLog.record(
          {
            actorType: caller.loginType,
            actorId: caller.id,
            orgId: caller.orgId,
            action: 'report.template_create',
            entityType: TEMPLATE_ENTITY,
            entityId: id,
            remark: `下发报表「${body.name}」`,
          },
          tx,
        );
      });
      return templateOf(caller, id);
    },

    async templates(caller: Principal, query: ParsedQueryOf<E['templates']>): Promise<Page<ReportTemplateSummary>> {
      const now = clock.now();
      const org = await callerOrg(caller);
      const page = await keysetPage(query, (slice) => repository.templatePage(caller.orgPath, slice), {
        positionOf: (row) => ({ micros: row.createdMicros, id: row.template.id }),
        present: (pageRows) => pageRows,
      });
      // The office sees each template's current period at a glance (已报 12/20); a filler does not collect.
      const progress = isSupervisingOffice(caller)
        ? await repository.progressOf(
            page.records.map((row) => ({ template: row.template, periodKey: periodAt(row.template, now).key })),
            caller.orgPath,
          )
        : new Map<string, { handedIn: number; target: number }>();
      return {
        ...page,
        records: page.records.map((row) =>
          presentTemplateSummary(row, {
            now,
            mineToSubmit: submitsTemplate(caller, row.template, org),
            progress: progress.get(row.template.id) ?? null,
          }),
        ),
      };
    },

    template: templateOf,

    /** What the caller's organisation still owes of the last 90 days of its templates, overdue first. */
    async todo(caller: Principal): Promise<ReportTodo[]> {
      if (caller.loginType !== 'oa') return [];
      const org = await callerOrg(caller);
      const now = clock.now();
      const since = new Date(now.getTime() - REPORT_LIMITS.todoLookbackDays * DAY_MS);
      const owed = (await repository.templatesOwedBy(org)).filter((row) => submitsTemplate(caller, row.template, org));
      const periodsOf = new Map(owed.map((row) => [row.template.id, periodsBetween(row.template, since, now)]));
      const keys = [...new Set([...periodsOf.values()].flat().map((period) => period.key))];
      const submissions = await repository.submissionsOf(
        caller.orgId,
        owed.map((row) => row.template.id),
        keys,
      );
      const byKey = new Map(submissions.map((row) => [`${row.templateId}|${row.periodKey}`, row]));
      const urges = await repository.urgesOfOrg(
        caller.orgId,
        owed.map((row) => row.template.id),
        keys,
      );
      // A period handed in (waiting in verification or verified) is no longer to do; 已上报 lists it.
      const todos = owed.flatMap((row) =>
        (periodsOf.get(row.template.id) ?? []).flatMap((period: Period) => {
          const submission = byKey.get(`${row.template.id}|${period.key}`);
          if (submission && REPORT_HANDED_IN_STATES.includes(submission.state)) return [];
          const ofPeriod = urges.filter(
            (urge) => urge.urge.templateId === row.template.id && urge.urge.periodKey === period.key,
          );
          return [presentTodo(row.template, period, submission, now, ofPeriod)];
        }),
      );
      const rank = (todo: ReportTodo) => (todo.isOverdue ? 0 : todo.standing === 'REFUSED' ? 1 : 2);
      return todos.sort((a, b) => rank(a) - rank(b) || a.period.dueAt.localeCompare(b.period.dueAt));
    },

    async submissions(caller: Principal, query: ParsedQueryOf<E['submissions']>): Promise<Page<ReportSubmission>> {
      const now = clock.now();
      const filter = { orgPath: caller.orgPath, orgId: caller.orgId, templateId: query.templateId, state: query.state };
      return keysetPage(query, (slice) => repository.submissionPage(filter, slice), {
        positionOf: (row) => ({ micros: row.updatedMicros, id: row.submission.id }),
        present: (pageRows) => pageRows.map((row) => presentSubmission(row, now)),
      });
    },

    async submission(caller: Principal, id: string): Promise<ReportSubmissionDetail> {
      return submissionDetail(caller, await visibleSubmission(caller, id));
    },

    async form(caller: Principal, query: ParsedQueryOf<E['form']>): Promise<ReportForm> {
      const { row, period } = await ownPeriod(caller, query.templateId, query.periodKey);
      const found = await repository.findSubmissionFor({
        templateId: row.template.id,
        periodKey: period.key,
        orgId: caller.orgId,
      });
      const template = await templateOf(caller, row.template.id);
      return {
        template,
        period: {
          key: period.key,
          label: period.label,
          startsAt: period.startsAt.toISOString(),
          endsAt: period.endsAt.toISOString(),
          dueAt: (found?.submission.dueAt ?? period.dueAt).toISOString(),
        },
        submission: found ? await submissionDetail(caller, found) : null,
      };
    },

    save: (caller: Principal, body: ParsedBodyOf<E['save']>) => write(caller, body, 'save'),
    submit: (caller: Principal, body: ParsedBodyOf<E['submit']>) => write(caller, body, 'submit'),

    summary,

    /**
     * 催报: every unit of the caller's subtree that has not handed the period in (none, draft, refused)
     * and was not urged within the cooldown gets a notice; each urge is stored per unit and noted in
     * the log on the template, in one transaction.
     */
    async urge(caller: Principal, body: ParsedBodyOf<E['urge']>): Promise<ReportSummary> {
      const { template, period, now } = await summaryOf(caller, body);
      const laggards = (await repository.summaryRows(template.template, period.key, caller.orgPath)).filter(
        (row) => !isHandedIn(row.submission?.state),
      );
      if (laggards.length === 0) throw nothingToUrge();
      await db.transaction(async (tx) => {
        // Urges of one template wait for each other here, so two taps at once cannot both pass the cooldown.
        await repository.lockTemplate(tx, template.template.id);
        const key = { templateId: template.template.id, periodKey: period.key };
        const last = urgesByOrg(await repository.urgesOfPeriod({ ...key, orgIds: laggards.map((r) => r.orgId) }, tx));
        const due = laggards.filter((row) => !urgeCooldownUntil(last.get(row.orgId)?.lastAt ?? null, now));
        if (due.length === 0) throw urgeTooSoon(REPORT_URGE_COOLDOWN_MINUTES);
        await repository.insertUrges(
          tx,
          due.map((row) => ({
            id: newId(),
            ...key,
            orgId: row.orgId,
            urgedAt: now,
            urgedById: caller.id,
            urgedByName: caller.name,
            urgedByOrgId: caller.orgId,
          })),
        );
        // Urging changes no state: a note on the template, naming whom it reached.
        await operationLog.note(
          {
            actorType: caller.loginType,
            actorId: caller.id,
            orgId: caller.orgId,
            action: 'report.urge',
            entityType: TEMPLATE_ENTITY,
            entityId: template.template.id,
            remark: `催报${period.label}：${due.length}个单位：${due.map((row) => row.orgName).join('、')}`.slice(
              0,
              1000,
            ),
          },
          tx,
        );
        const overdue = now > period.dueAt;
        const text = `${caller.orgName}催报：${template.template.name}（${period.label}）${
          overdue ? '已逾期，请尽快上报' : `请于${formatChinaDateTime(period.dueAt)}前上报`
        }`;
        for (const row of due) await notifier.notify(row.orgId, { kind: 'report_urge', text }, tx);
      });
      return summary(caller, body);
    },

    /** Verification's hooks for `report_submission`. */
    onReviewed: (tx: Tx, subjectId: string, by: VerificationActor) => decide(tx, subjectId, by, 'verify'),
    onRefused: (tx: Tx, subjectId: string, reason: string, by: VerificationActor) =>
      decide(tx, subjectId, by, 'refuse', reason),
    /** Lines and deep link of submissions for the verify/review detail page. */
    async describe(subjectIds: string[]) {
      const now = clock.now();
      const described = new Map<string, { lines: { label: string; value: string }[]; link: string | null }>();
      for (const id of subjectIds.slice(0, 100)) {
        const row = await repository.findSubmission(id);
        if (!row) continue;
        const shown = presentSubmission(row, now);
        described.set(id, {
          lines: [
            { label: '报表', value: row.template.name },
            { label: '周期', value: shown.period.label },
            { label: '填报单位', value: row.orgName },
            { label: '状态', value: REPORT_SUBMISSION_STATES[row.submission.state] },
            ...(shown.isLate ? [{ label: '时效', value: '逾期上报' }] : []),
            ...row.template.fields.map((field) => ({
              label: field.label,
              value: String(row.submission.values[field.key] ?? '—') + (field.unit ? field.unit : ''),
            })),
          ],
          link: `/pages/report/detail?id=${encodeURIComponent(id)}`,
        });
      }
      return described;
    },
  };
}
export type ReportService = ReturnType<typeof createReportService>;
