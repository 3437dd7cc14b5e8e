import {
  CONTROL_LABELS,
  type ControlLabel,
  type ControlTaskState,
  type LoginType,
  type VerifiableKind,
  type VerificationState,
} from '@afp/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { seedLogRow } from './log-row.ts';
import type { Db } from '../db/client.ts';
import {
  controlVisit,
  controlledPerson,
  controlTask,
  operationLog,
  org,
  verificationItem,
  verifyGroup,
  verifyGroupMember,
  verifyGroupOrg,
} from '../db/schema.ts';
import { coveringGroup } from '../features/verification/index.ts';
import { bulkInsert } from './early-warnings.seed.ts';

type ItemInsert = typeof verificationItem.$inferInsert;
type LogInsert = typeof operationLog.$inferInsert;

const HOUR = 3_600_000;
/**
 * The demo verifiers: 刘专员 (东湖区) and 王管理 (every verify group, administrator) verify, 陈复核
 * (市级复核组) reviews — three people, so no item is verified or reviewed by its submitter, nor
 * reviewed by its verifier.
 */
const STAFF = { id: 'oa-staff', name: '刘专员', orgId: 'org-d1' };
const ADMIN = { id: 'oa-admin', name: '王管理', orgId: 'org-centre' };
export const DEMO_REVIEWER = { id: 'oa-reviewer', name: '陈复核', orgId: 'org-centre' };

/** A submitted visit as read from the demo control data. */
export interface SubmittedVisit {
  taskId: string;
  /** SUBMITTED (waiting) or RETURNED (sent back with its reason). */
  taskState: ControlTaskState;
  returnReason: string | null;
  orgId: string;
  orgPath: string;
  personName: string;
  label: ControlLabel;
  submittedBy: string;
  submittedByName: string;
  submittedAt: Date;
}
export interface Coverage {
  groupId: string;
  kind: 'verify' | 're_verify';
  orgPath: string;
  sort: number;
  name: string;
}

/** The demo's groups (seed.ts): 东湖区 and 西山区 have a verify group, every district the city's re-verify group. */
export const demoGroupsOf = (orgPath: string) => ({
  verifyGroupId: orgPath.startsWith('/org-centre/org-d1/')
    ? 'vg-east'
    : orgPath.startsWith('/org-centre/org-d2/')
      ? 'vg-west'
      : null,
  reviewGroupId: 'rvg-city',
});

/**
 * A demo item in `state`, verified by 王管理 (the centre's admin, in every verify group) when
 * `verifiedAt` is given, reviewed by 陈复核 when `reviewedAt` is, refused at 核查; the version counts
 * its moves. Its submitter is neither of them.
 */
export function demoDecidedItem(item: {
  id: string;
  kind: VerifiableKind;
  subjectId: string;
  title: string;
  state: VerificationState;
  org: { id: string; path: string };
  submitter: { type: LoginType; id: string; name: string };
  submittedAt: Date;
  verifiedAt: Date | null;
  reviewedAt: Date | null;
  refuseReason: string | null;
  updatedAt: Date;
}): ItemInsert {
  // The item's own columns as given; its organisation and submitter split into theirs.
  const { org, submitter, ...columns } = item;
  const { verifiedAt, reviewedAt } = item;
  return {
    ...columns,
    orgId: org.id,
    orgPath: org.path,
    submitterType: submitter.type,
    submitterId: submitter.id,
    submitterName: submitter.name,
    round: 1,
    ...demoGroupsOf(org.path),
    verifiedBy: verifiedAt ? ADMIN.id : null,
    verifiedByName: verifiedAt ? ADMIN.name : null,
    reviewedBy: reviewedAt ? DEMO_REVIEWER.id : null,
    reviewedByName: reviewedAt ? DEMO_REVIEWER.name : null,
    refusedStage: item.state === 'REFUSED' ? 'verify' : null,
    version: { PENDING_VERIFY: 0, PENDING_REVIEW: 1, REFUSED: 1, REVIEWED: 2 }[item.state],
  };
}

/**
 * Verification items of the demo's submitted visits: a visit waiting at the station's review
 * waits at 核查 (every third one of 东湖区 already verified by 刘专员, waiting at 复核); a returned
 * visit was refused at 核查 with its reason. Deterministic: ids follow the tasks.
 */
export function buildDemoVerification(visits: readonly SubmittedVisit[], coverage: readonly Coverage[], now: Date) {
  const items: ItemInsert[] = [];
  const logs: LogInsert[] = [];
  const verifyCoverage = coverage.filter((c) => c.kind === 'verify');
  const reviewCoverage = coverage.filter((c) => c.kind === 're_verify');
  visits.forEach((visit, index) => {
    const id = `vi-${visit.taskId}`;
    const verifyGroupId = coveringGroup(visit.orgPath, verifyCoverage);
    const reviewGroupId = coveringGroup(visit.orgPath, reviewCoverage);
    const verifier = verifyGroupId === 'vg-east' ? STAFF : ADMIN;
    // Two hours after the visit was handed in, but never after the seed ran (no item from tomorrow).
    const verifiedAt = new Date(Math.min(visit.submittedAt.getTime() + 2 * HOUR, now.getTime()));
    const refused = visit.taskState === 'RETURNED';
    const refuseReason = refused ? (visit.returnReason ?? '材料不全，请补充后重新提交') : null;
    const verified = !refused && verifier === STAFF && index % 3 === 0;
    const state = refused ? 'REFUSED' : verified ? 'PENDING_REVIEW' : 'PENDING_VERIFY';
    items.push({
      id,
      kind: 'control_feedback',
      subjectId: visit.taskId,
      title: `管控走访：${visit.personName}（${CONTROL_LABELS[visit.label]}）`,
      state,
      orgId: visit.orgId,
      orgPath: visit.orgPath,
      submitterType: 'guard',
      submitterId: visit.submittedBy,
      submitterName: visit.submittedByName,
      submittedAt: visit.submittedAt,
      round: 1,
      verifyGroupId,
      reviewGroupId,
      verifiedBy: verified ? verifier.id : null,
      verifiedByName: verified ? verifier.name : null,
      verifiedAt: verified ? verifiedAt : null,
      refusedStage: refused ? 'verify' : null,
      refuseReason,
      version: state === 'PENDING_VERIFY' ? 0 : 1,
      updatedAt: state === 'PENDING_VERIFY' ? visit.submittedAt : verifiedAt,
    });
    const entry = seedLogRow('verification_item', id);
    logs.push(
      entry(
        { type: 'guard', id: visit.submittedBy, orgId: visit.orgId },
        '提交核查',
        null,
        'PENDING_VERIFY',
        visit.submittedAt,
      ),
    );
    if (verified)
      logs.push(entry({ type: 'oa', ...verifier }, '核查通过', 'PENDING_VERIFY', 'PENDING_REVIEW', verifiedAt));
    if (refused)
      logs.push(entry({ type: 'oa', ...verifier }, '核查退回', 'PENDING_VERIFY', 'REFUSED', verifiedAt, refuseReason));
  });
  return { items, logs };
}

/** The demo's verification queues, from the control visits already seeded (set-based reads and inserts). */
export async function insertDemoVerification(db: Db, now: Date): Promise<void> {
  await db.insert(verifyGroupMember).values({ groupId: 'vg-east', accountId: STAFF.id }).onConflictDoNothing();
  const coverage = await db
    .select({
      groupId: verifyGroup.id,
      kind: verifyGroup.kind,
      orgPath: org.path,
      sort: verifyGroup.sort,
      name: verifyGroup.name,
    })
    .from(verifyGroupOrg)
    .innerJoin(verifyGroup, eq(verifyGroup.id, verifyGroupOrg.groupId))
    .innerJoin(org, eq(org.id, verifyGroupOrg.orgId));
  const visits = await db
    .select({
      taskId: controlTask.id,
      taskState: controlTask.state,
      returnReason: controlTask.returnReason,
      orgId: controlTask.orgId,
      orgPath: controlTask.orgPath,
      personName: controlledPerson.name,
      label: controlledPerson.label,
      submittedBy: controlVisit.submittedBy,
      submittedByName: controlVisit.submittedByName,
      submittedAt: controlVisit.submittedAt,
    })
    .from(controlTask)
    .innerJoin(controlledPerson, eq(controlledPerson.currentTaskId, controlTask.id))
    .innerJoin(
      controlVisit,
      and(eq(controlVisit.taskId, controlTask.id), inArray(controlVisit.state, ['SUBMITTED', 'RETURNED'])),
    )
    .where(inArray(controlTask.state, ['SUBMITTED', 'RETURNED']))
    .orderBy(controlTask.id);
  // One item per task (a task's latest submission), as the unique (kind, subject) index wants.
  const latest = new Map(visits.map((visit) => [visit.taskId, visit]));
  const { items, logs } = buildDemoVerification([...latest.values()], coverage, now);
  await bulkInsert(db, verificationItem, items);
  await bulkInsert(db, operationLog, logs);
}
