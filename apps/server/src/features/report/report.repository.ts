import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReportSubmissionState } from '@afp/contract';
import { before, countCapped, microsOf, newestFirst, type KeysetPosition } from '../../core/keyset-page.ts';
import { inSubtreeOf } from '../../core/org-scope.ts';
import type { Db, Tx } from '../../db/client.ts';
import { readTimeline } from '../operation-log/index.ts';
import { org } from '../org/index.ts';
import {
  reportSubmission,
  reportTemplate,
  reportUrge,
  type ReportSubmissionRow,
  type ReportTemplateRow,
  type ReportUrgeRow,
} from './report.table.ts';

export const SUBMISSION_ENTITY = 'report_submission';
export const TEMPLATE_ENTITY = 'report_template';
/** At most this many templates are owed by one organisation at a time (the to-do list's bound). */
export const OWED_TEMPLATES_MAX = 100;

const t = reportTemplate;
const s = reportSubmission;
const issuerOrg = alias(org, 'issuer_org');
const subjectOrg = alias(org, 'subject_org');
const parentOrg = alias(org, 'parent_org');
const urgerOrg = alias(org, 'urger_org');
const u = reportUrge;

/** The template's issuer lies on the path of `orgPath` (at or above it). */
const issuedAbove = (orgPath: string): SQL => sql`left(${orgPath}, length(${t.orgPath})) = ${t.orgPath}`;

export interface PageInput {
  after?: KeysetPosition;
  limit: number;
  count: boolean;
}

export function createReportRepository({ db }: { db: Db }) {
  const templateColumns = { template: t, orgName: issuerOrg.name, createdMicros: microsOf(t.createdAt) };
  const templatesWhere = (where: SQL | undefined) =>
    db.select(templateColumns).from(t).innerJoin(issuerOrg, eq(issuerOrg.id, t.orgId)).where(where);

  const submissionColumns = {
    submission: s,
    template: t,
    orgName: subjectOrg.name,
    updatedMicros: microsOf(s.updatedAt),
  };
  const submissionsWhere = (where: SQL | undefined, tx: Db | Tx = db) =>
    tx
      .select(submissionColumns)
      .from(s)
      .innerJoin(t, eq(t.id, s.templateId))
      .innerJoin(subjectOrg, eq(subjectOrg.id, s.orgId))
      .where(where);

  return {
    async org(id: string) {
      const [row] = await db.select().from(org).where(eq(org.id, id));
      return row;
    },
    async insertTemplate(tx: Tx, row: typeof t.$inferInsert) {
      await tx.insert(t).values(row);
    },
    async findTemplate(id: string) {
      const [row] = await templatesWhere(eq(t.id, id));
      return row;
    },
    /** Templates on the caller's branch (issued at or above it, or within its subtree), newest first. */
    async templatePage(orgPath: string, page: PageInput) {
      const where = or(issuedAbove(orgPath), inSubtreeOf(t.orgPath, orgPath));
      const [rows, counted] = await Promise.all([
        templatesWhere(and(where, before(t.createdAt, t.id, page.after)))
          .orderBy(...newestFirst(t.createdAt, t.id))
          .limit(page.limit),
        page.count ? countCapped(db, t, where) : undefined,
      ]);
      return { rows, counted };
    },
    /** The templates an organisation must submit: its level, issued at or above it (bounded). */
    templatesOwedBy(target: { level: number; path: string }) {
      return templatesWhere(and(eq(t.targetLevel, target.level), issuedAbove(target.path)))
        .orderBy(...newestFirst(t.createdAt, t.id))
        .limit(OWED_TEMPLATES_MAX);
    },
    /** An organisation's submissions of some templates and periods. */
    submissionsOf(orgId: string, templateIds: readonly string[], periodKeys: readonly string[]) {
      if (templateIds.length === 0 || periodKeys.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(s)
        .where(and(eq(s.orgId, orgId), inArray(s.templateId, [...templateIds]), inArray(s.periodKey, [...periodKeys])));
    },
    async findSubmission(id: string, tx: Db | Tx = db) {
      const [row] = await submissionsWhere(eq(s.id, id), tx);
      return row;
    },
    async findSubmissionFor(key: { templateId: string; periodKey: string; orgId: string }, tx: Db | Tx = db) {
      const [row] = await submissionsWhere(
        and(eq(s.templateId, key.templateId), eq(s.periodKey, key.periodKey), eq(s.orgId, key.orgId)),
        tx,
      );
      return row;
    },
    /** A new draft, unless the organisation's submission of the period exists already (then nothing). */
    async insertDraft(tx: Tx, row: typeof s.$inferInsert): Promise<boolean> {
      const inserted = await tx.insert(s).values(row).onConflictDoNothing().returning({ id: s.id });
      return inserted.length > 0;
    },
    /** Submissions of the caller's subtree, last changed first (drafts of other organisations are theirs alone). */
    async submissionPage(
      scope: { orgPath: string; orgId: string; templateId?: string; state?: ReportSubmissionState },
      page: PageInput,
    ) {
      const where = and(
        inSubtreeOf(s.orgPath, scope.orgPath),
        or(ne(s.state, 'DRAFT'), eq(s.orgId, scope.orgId)),
        scope.templateId ? eq(s.templateId, scope.templateId) : undefined,
        scope.state ? eq(s.state, scope.state) : undefined,
      );
      const [rows, counted] = await Promise.all([
        submissionsWhere(and(where, before(s.updatedAt, s.id, page.after)))
          .orderBy(...newestFirst(s.updatedAt, s.id))
          .limit(page.limit),
        page.count ? countCapped(db, s, where) : undefined,
      ]);
      return { rows, counted };
    },
    /**
     * The summary's rows: every organisation that must submit (target level, in both the template's
     * and the caller's subtree) with its submission of the period, if any.
     */
    summaryRows(template: ReportTemplateRow, periodKey: string, callerPath: string) {
      return db
        .select({
          orgId: subjectOrg.id,
          orgName: subjectOrg.name,
          parentName: parentOrg.name,
          submission: s,
        })
        .from(subjectOrg)
        .leftJoin(parentOrg, eq(parentOrg.id, subjectOrg.parentId))
        .leftJoin(s, and(eq(s.orgId, subjectOrg.id), eq(s.templateId, template.id), eq(s.periodKey, periodKey)))
        .where(
          and(
            eq(subjectOrg.level, template.targetLevel),
            ne(subjectOrg.kind, 'partner'),
            inSubtreeOf(subjectOrg.path, template.orgPath),
            inSubtreeOf(subjectOrg.path, callerPath),
          ),
        )
        .orderBy(asc(subjectOrg.path), asc(subjectOrg.sort));
    },
    /** Sums of the number fields over the handed-in submissions of the period in the caller's subtree, in SQL. */
    async numberTotals(template: ReportTemplateRow, periodKey: string, callerPath: string, keys: readonly string[]) {
      if (keys.length === 0) return {};
      const sums = Object.fromEntries(
        keys.map((key) => [
          key,
          sql<
            string | null
          >`sum(case when jsonb_typeof(${s.values} -> ${key}::text) = 'number' then (${s.values} ->> ${key}::text)::numeric end)::text`,
        ]),
      );
      const [row] = await db
        .select(sums)
        .from(s)
        .where(
          and(
            eq(s.templateId, template.id),
            eq(s.periodKey, periodKey),
            inArray(s.state, ['SUBMITTED', 'VERIFIED']),
            inSubtreeOf(s.orgPath, callerPath),
          ),
        );
      return Object.fromEntries(keys.map((key) => [key, Number(row?.[key] ?? 0)])) as Record<string, number>;
    },
    /** A submission's log, oldest first, with the actor and the actor's organisation. */
    history: (submissionId: string) => readTimeline(db, SUBMISSION_ENTITY, [submissionId]),
    /** Locks the template's row: urges of one template are taken one at a time, so a cooldown holds. */
    async lockTemplate(tx: Tx, id: string) {
      await tx.select({ id: t.id }).from(t).where(eq(t.id, id)).for('update');
    },
    /** The urges of some units for one period, newest first, with the urging organisation. */
    urgesOfPeriod(key: { templateId: string; periodKey: string; orgIds: readonly string[] }, tx: Db | Tx = db) {
      if (key.orgIds.length === 0) return Promise.resolve([]);
      return tx
        .select({ urge: u, urgerOrgName: urgerOrg.name })
        .from(u)
        .leftJoin(urgerOrg, eq(urgerOrg.id, u.urgedByOrgId))
        .where(and(eq(u.templateId, key.templateId), eq(u.periodKey, key.periodKey), inArray(u.orgId, [...key.orgIds])))
        .orderBy(desc(u.urgedAt), desc(u.id));
    },
    /** One unit's urges over some templates and periods (its 待填报), newest first. */
    urgesOfOrg(orgId: string, templateIds: readonly string[], periodKeys: readonly string[]) {
      if (templateIds.length === 0 || periodKeys.length === 0) return Promise.resolve([]);
      return db
        .select({ urge: u, urgerOrgName: urgerOrg.name })
        .from(u)
        .leftJoin(urgerOrg, eq(urgerOrg.id, u.urgedByOrgId))
        .where(and(eq(u.orgId, orgId), inArray(u.templateId, [...templateIds]), inArray(u.periodKey, [...periodKeys])))
        .orderBy(desc(u.urgedAt), desc(u.id));
    },
    async insertUrges(tx: Tx, rows: ReportUrgeRow[]) {
      if (rows.length > 0) await tx.insert(u).values(rows);
    },
    /**
     * Each template's progress of one period over the caller's subtree: the organisations that must
     * submit it and those that have handed it in — one aggregate per template, in SQL.
     */
    async progressOf(templates: readonly { template: ReportTemplateRow; periodKey: string }[], callerPath: string) {
      if (templates.length === 0) return new Map<string, { handedIn: number; target: number }>();
      const rows = await Promise.all(
        templates.map(async ({ template, periodKey }) => {
          const [row] = await db
            .select({
              target: sql<number>`count(*)::int`,
              handedIn: sql<number>`count(${s.id})::int`,
            })
            .from(subjectOrg)
            .leftJoin(
              s,
              and(
                eq(s.orgId, subjectOrg.id),
                eq(s.templateId, template.id),
                eq(s.periodKey, periodKey),
                inArray(s.state, ['SUBMITTED', 'VERIFIED']),
              ),
            )
            .where(
              and(
                eq(subjectOrg.level, template.targetLevel),
                ne(subjectOrg.kind, 'partner'),
                inSubtreeOf(subjectOrg.path, template.orgPath),
                inSubtreeOf(subjectOrg.path, callerPath),
              ),
            );
          return [template.id, { handedIn: row?.handedIn ?? 0, target: row?.target ?? 0 }] as const;
        }),
      );
      return new Map(rows);
    },
  };
}
export type ReportRepository = ReturnType<typeof createReportRepository>;
export type TemplateRow = NonNullable<Awaited<ReturnType<ReportRepository['findTemplate']>>>;
export type SubmissionRow = NonNullable<Awaited<ReturnType<ReportRepository['findSubmission']>>>;
export type SummaryRow = Awaited<ReturnType<ReportRepository['summaryRows']>>[number];
export type { ReportSubmissionRow, ReportTemplateRow };
export type UrgeWithOrg = Awaited<ReturnType<ReportRepository['urgesOfPeriod']>>[number];
