import {
  EARLY_WARNING_ENDPOINTS as E,
  GUARD_ROLE,
  LIAISON_FEEDBACK_ENDPOINTS,
  PROTECTION_CIRCLE_ENDPOINTS,
  TRANSFER_ENDPOINTS,
  urlOf,
} from '@afp/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLog, protectionCircleMember, warningTransfer } from '../../db/schema.ts';
import { DEMO_LOGINS } from '../../seed/demo-city.ts';
import { seedIntakeClients } from '../../seed/intake-clients.seed.ts';
import { loginGuard, loginOa } from '../../testing/sessions.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { FINAL_FEEDBACK, phoneOf, pushWarning } from '../../testing/warning-factory.ts';
import { warningAssignment } from './early-warning.table.ts';

/**
 * Whole personal data and the whole history belong to the organisation holding the warning now
 * and to the centre: a community that transferred a warning away keeps only the masked warning
 * and its own part of the history (issue 7, item 1).
 */
let t: Awaited<ReturnType<typeof buildTestApp>>;
/** A (the demo community) → B → C: A and B are former holders, C holds the warning now. */
const ORG = { A: 'org-d1-s1-c1', B: 'org-d2-s1-c1', C: 'org-d3-s1-c1' };
const VICTIM = { victimName: '钟移交', victimPhone: '13966660001', victimIdNumber: '330106199001012347' };
const s = {} as Record<'guardA' | 'guardB' | 'adminB' | 'adminC' | 'station' | 'centre', string>;
const held = { A: '', B: '', C: '' };

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { authorization: token } });
const post = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: token }, payload });
const info = async (token: string, id: string) => (await get(`${urlOf(E.info)}?id=${id}`, token)).json().data;
const versionOf = async (id: string) =>
  (await t.db.select().from(warningAssignment).where(eq(warningAssignment.id, id)))[0]!.version;
const ok = async (answer: Promise<{ statusCode: number; body: string }>) => {
  const response = await answer;
  expect(response.statusCode, response.body).toBe(200);
};

/** Transfers and accepts; answers the receiver's assignment. */
async function hop(fromToken: string, assignmentId: string, toOrgId: string, receiverToken: string) {
  const created = await post(urlOf(TRANSFER_ENDPOINTS.create), fromToken, {
    assignmentId,
    version: await versionOf(assignmentId),
    toOrgId,
    reason: 'NOT_JURISDICTION',
  });
  expect(created.statusCode, created.body).toBe(200);
  // Every hop here leaves its district: the centre approves it (移交审核) before the receiver sees it.
  await ok(post(urlOf(TRANSFER_ENDPOINTS.approve), s.centre, { transferId: created.json().data.id }));
  await ok(post(urlOf(TRANSFER_ENDPOINTS.accept), receiverToken, { transferId: created.json().data.id }));
  const [row] = await t.db.select().from(warningTransfer).where(eq(warningTransfer.id, created.json().data.id));
  return row!.toAssignmentId!;
}

beforeAll(async () => {
  t = await buildTestApp();
  await seedIntakeClients(t.db);
  const session = async (orgId: string, role: number) =>
    (await loginGuard(t.app, await phoneOf(t.db, orgId, role))).token;
  s.guardA = (await loginGuard(t.app, DEMO_LOGINS.guard)).token;
  s.guardB = await session(ORG.B, GUARD_ROLE.guard);
  s.adminB = await session(ORG.B, GUARD_ROLE.teamAdmin);
  s.adminC = await session(ORG.C, GUARD_ROLE.teamAdmin);
  s.station = await session('org-d1-s1', GUARD_ROLE.stationAdmin);
  s.centre = await loginOa(t.app, 'oaAdmin');

  // A signs and feeds back, the station rejects it, A transfers to B; B signs, writes a liaison
  // feedback and transfers to C.
  held.A = (await pushWarning(t.app, t.db, { ...VICTIM, orgId: ORG.A })).id;
  await ok(post(urlOf(E.sign), s.guardA, { assignmentId: held.A, version: 0 }));
  await ok(post(urlOf(E.feedback), s.guardA, { ...FINAL_FEEDBACK, assignmentId: held.A, version: 1 }));
  await ok(post(urlOf(E.rejectFeedback), s.station, { assignmentId: held.A, version: 2, reason: '未上门核实' }));
  held.B = await hop(s.guardA, held.A, ORG.B, s.adminB);
  await ok(post(urlOf(E.sign), s.guardB, { assignmentId: held.B, version: 0 }));
  const liaison = { assignmentId: held.B, contactResult: 'REACHED', content: '已电话联系钟移交本人' };
  await ok(post(urlOf(LIAISON_FEEDBACK_ENDPOINTS.create), s.guardB, liaison));
  held.C = await hop(s.adminB, held.B, ORG.C, s.adminC);

  const [assignment] = await t.db.select().from(warningAssignment).where(eq(warningAssignment.id, held.A));
  await t.db.insert(protectionCircleMember).values({
    id: 'circle-entitlement-1',
    ownerPersonKey: assignment!.personKey,
    name: '钟亲属',
    phone: '13966669999',
    relation: '女儿',
    role: 'family',
    status: 'ACTIVE',
    createdAt: new Date(),
  });
});
afterAll(() => t.close());

const wholeViewsBy = async (orgId: string) =>
  (
    await t.db
      .select()
      .from(accessLog)
      .where(and(eq(accessLog.action, 'warning.view_whole'), eq(accessLog.orgId, orgId)))
  ).length;
const actionsOf = async (id: string, token: string) =>
  ((await get(`${urlOf(E.operateLog)}?id=${id}`, token)).json().data as { action: string }[]).map((e) => e.action);
const hopsOf = async (id: string, token: string) =>
  (
    (await get(`${urlOf(TRANSFER_ENDPOINTS.log)}?assignmentId=${id}`, token)).json().data as {
      fromOrgId: string;
      toOrgId: string;
    }[]
  ).map((h) => `${h.fromOrgId}→${h.toOrgId}`);

describe('after a transfer, a former holder', () => {
  it('sees the warning masked, and no whole view is logged for it', async () => {
    for (const [token, id, orgId] of [
      [s.guardA, held.A, ORG.A],
      [s.guardB, held.B, ORG.B],
    ] as const) {
      const before = await wholeViewsBy(orgId);
      const detail = await info(token, id);
      expect(detail).toMatchObject({
        isWhole: false,
        state: 'TRANSFERRED',
        victimPhone: '139****0001',
        victimIdNumber: '330***********2347',
        victimName: '钟*交',
      });
      expect(JSON.stringify(detail)).not.toContain(VICTIM.victimPhone);
      expect(JSON.stringify(detail)).not.toContain(VICTIM.victimIdNumber);
      expect(await wholeViewsBy(orgId)).toBe(before);
    }
  });

  it('reads only its own part of the history: operation log, feedbacks', async () => {
    const ownPart = [
      'assignment.sign',
      'assignment.feedback',
      'assignment.reject',
      'assignment.requestTransfer',
      'assignment.completeTransfer',
    ];
    expect(await actionsOf(held.A, s.guardA)).toEqual(ownPart);
    // The station above the former holder sees that part only, too.
    expect(await actionsOf(held.A, s.station)).toEqual(ownPart);
    expect(await actionsOf(held.B, s.guardB)).toEqual([
      'assignment.sign',
      'liaison.feedback',
      'assignment.requestTransfer',
      'assignment.completeTransfer',
    ]);
    expect((await info(s.guardA, held.A)).feedbacks).toHaveLength(1);
    expect((await info(s.guardB, held.B)).feedbacks).toHaveLength(0);
  });

  it('gets the protection circle masked and none of a later holder’s liaison feedback', async () => {
    const members = (await get(`${urlOf(PROTECTION_CIRCLE_ENDPOINTS.members)}?assignmentId=${held.A}`, s.guardA)).json()
      .data;
    expect(members).toMatchObject([{ name: '钟*属', phone: '139****9999' }]);
    const liaison = (await get(`${urlOf(LIAISON_FEEDBACK_ENDPOINTS.list)}?assignmentId=${held.A}`, s.guardA)).json();
    expect(liaison.data).toEqual([]);
  });

  it('sees only the hops it took part in in the transfer log', async () => {
    expect(await hopsOf(held.A, s.guardA)).toEqual([`${ORG.A}→${ORG.B}`]);
    expect(await hopsOf(held.B, s.guardB)).toEqual([`${ORG.A}→${ORG.B}`, `${ORG.B}→${ORG.C}`]);
  });
});

describe('the current holder and the centre', () => {
  it('see whole data and the whole history', async () => {
    const before = await wholeViewsBy(ORG.C);
    const current = await info(s.adminC, held.C);
    expect(current).toMatchObject({ isWhole: true, victimPhone: VICTIM.victimPhone, state: 'PENDING_SIGN' });
    expect(await wholeViewsBy(ORG.C)).toBe(before + 1);
    // The holder sees earlier holders' feedbacks, log entries and liaison feedback: it is their case now.
    expect(current.feedbacks).toHaveLength(1);
    const actions = await actionsOf(held.C, s.adminC);
    expect(actions.filter((a) => a === 'assignment.sign')).toHaveLength(2);
    expect(actions.filter((a) => a === 'assignment.completeTransfer')).toHaveLength(2);
    const liaison = (await get(`${urlOf(LIAISON_FEEDBACK_ENDPOINTS.list)}?assignmentId=${held.C}`, s.adminC)).json();
    expect(liaison.data).toHaveLength(1);
    expect(await hopsOf(held.C, s.adminC)).toHaveLength(2);

    const centre = await info(s.centre, held.A);
    expect(centre).toMatchObject({ isWhole: true, victimIdNumber: VICTIM.victimIdNumber });
    expect(centre.feedbacks).toHaveLength(1);
    expect(await actionsOf(held.A, s.centre)).toEqual(actions);
    const members = (await get(`${urlOf(PROTECTION_CIRCLE_ENDPOINTS.members)}?assignmentId=${held.A}`, s.centre)).json()
      .data;
    expect(members).toMatchObject([{ phone: '13966669999' }]);
  });
});
