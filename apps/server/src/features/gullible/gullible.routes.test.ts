import {
  ERROR_CODES,
  GUARD_ROLE,
  GULLIBLE_ENDPOINTS as G,
  PROTECTION_CIRCLE_ENDPOINTS as C,
  type Endpoint,
} from '@afp/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessLog,
  behaviorEvent,
  gulliblePerson,
  gullibleVisit,
  operationLog,
  orgNotice,
  protectionCircleAlert,
  protectionCircleDissuasion,
  protectionCircleMember,
} from '../../db/schema.ts';
import { DEMO_LOGINS } from '../../seed/demo-city.ts';
import { DEMO_GULLIBLE } from '../../seed/gullible.seed.ts';
import { newId } from '../../secrets.ts';
import { COMMUNITY, guardTokenOf } from '../../testing/demo-orgs.ts';
import { loginGuard, loginOa } from '../../testing/sessions.ts';
import { buildTestApp, sendAs } from '../../testing/test-app.ts';
import { pushWarning } from '../../testing/warning-factory.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
const s = {} as Record<'guard' | 'neighbourGuard' | 'station' | 'otherStation' | 'centre', string>;

beforeAll(async () => {
  t = await buildTestApp();
  s.guard = (await loginGuard(t.app, DEMO_LOGINS.guard)).token;
  s.neighbourGuard = await guardTokenOf(t, COMMUNITY.neighbour.id, GUARD_ROLE.guard);
  s.station = await guardTokenOf(t, 'org-d1-s1', GUARD_ROLE.stationAdmin);
  s.otherStation = await guardTokenOf(t, 'org-d2-s1', GUARD_ROLE.stationAdmin);
  s.centre = await loginOa(t.app, 'oaAdmin');
});
afterAll(() => t.close());

const send = (endpoint: Endpoint, token: string | undefined, input: Record<string, unknown>) =>
  sendAs(t.app, endpoint, token, input);
const data = async (endpoint: Endpoint, token: string | undefined, input: Record<string, unknown>) => {
  const response = await send(endpoint, token, input);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

let created = 0;
/** A gullible person of `org` with a fresh person key (no warnings, no circle). */
async function createPerson(org = COMMUNITY.own) {
  created += 1;
  const id = newId();
  const now = t.clock.now();
  await t.db.insert(gulliblePerson).values({
    id,
    orgId: org.id,
    orgPath: org.path,
    name: '测试老人',
    phoneMasked: '139****5678',
    idNumberMasked: '110***********1234',
    contactPhone: '13912345678',
    phoneKey: `phone-key-${id}`,
    personKey: `person-key-${id}`,
    address: '湖滨花园3幢',
    group: 'ELDERLY',
    riskLevel: 'MEDIUM',
    source: 'SURVEY',
    createdAt: new Date(now.getTime() + created),
    updatedAt: now,
  });
  return id;
}
const logsOf = (entityId: string) =>
  t.db.select().from(operationLog).where(eq(operationLog.entityId, entityId)).orderBy(operationLog.id);

describe('gullible persons', () => {
  it('lists the plain guard only their community, masked, filtered by group, risk and visit status', async () => {
    const id = await createPerson();
    await createPerson(COMMUNITY.neighbour);
    const page = await data(G.page, s.guard, { pageSize: '100' });
    expect(page.records.length).toBeGreaterThan(0);
    expect(page.records.every((r: { orgId: string }) => r.orgId === COMMUNITY.own.id)).toBe(true);
    const mine = page.records.find((r: { id: string }) => r.id === id);
    expect(mine).toMatchObject({
      name: '测**人',
      phone: '139****5678',
      idNumber: '110***********1234',
      visitStatus: 'NEVER',
    });
    for (const record of page.records) {
      expect(record.phone).toMatch(/\*{4}/);
      expect(record.idNumber).toMatch(/\*{4}/);
    }
    const ids = async (query: Record<string, string>) =>
      (await data(G.page, s.guard, { pageSize: '100', ...query })).records.map((r: { id: string }) => r.id);
    expect(await ids({ group: 'ELDERLY', riskLevel: 'MEDIUM', visitStatus: 'NEVER' })).toContain(id);
    expect(await ids({ group: 'STUDENT' })).not.toContain(id);
    expect(await ids({ visitStatus: 'VISITED' })).not.toContain(id);
    expect(await ids({ keyword: '测试' })).toContain(id);
  });

  it('pages by keyset without gaps or repeats', async () => {
    const first = await data(G.page, s.station, { pageSize: '5' });
    const second = await data(G.page, s.station, { pageSize: '5', cursor: first.nextCursor });
    const ids = [...first.records, ...second.records].map((r: { id: string }) => r.id);
    expect(new Set(ids).size).toBe(10);
    expect(second.total).toBe(first.total);
  });

  it('finds the demo person by the whole phone through its keyed hash', async () => {
    const page = await data(G.page, s.guard, { keyword: DEMO_GULLIBLE.phone });
    expect(page.records.map((r: { id: string }) => r.id)).toEqual([DEMO_GULLIBLE.id]);
    // Persons of the demo community found through warnings have them listed.
    const fromWarnings = (await data(G.page, s.guard, { pageSize: '100' })).records.filter(
      (r: { circleJoined: boolean }) => r.circleJoined,
    );
    expect(fromWarnings.length).toBeGreaterThan(0);
    expect((await data(G.warnings, s.guard, { personId: fromWarnings[0].id })).length).toBeGreaterThan(0);
    const counts = await data(G.counts, s.guard, {});
    expect(counts.total).toBeGreaterThan(0);
    expect(counts.byGroup.ELDERLY).toBeGreaterThan(0);
  });

  it('answers 404 for a person of another district on every route', async () => {
    const other = await createPerson(COMMUNITY.otherDistrict);
    expect((await send(G.info, s.station, { id: other })).statusCode).toBe(404);
    expect((await send(G.visitPage, s.station, { personId: other })).statusCode).toBe(404);
    expect((await send(G.behaviorPage, s.station, { personId: other })).statusCode).toBe(404);
    expect((await send(G.warnings, s.station, { personId: other })).statusCode).toBe(404);
    expect((await send(C.circleInfo, s.station, { id: other })).statusCode).toBe(404);
    expect((await send(C.memberPage, s.station, { ownerId: other })).statusCode).toBe(404);
    const risk = await send(G.risk, s.station, { personId: other, version: 0, riskLevel: 'HIGH', reason: '复核' });
    expect(risk.statusCode).toBe(404);
    const ids = (await data(G.page, s.otherStation, { pageSize: '100' })).records.map((r: { id: string }) => r.id);
    expect(ids).toContain(other);
  });

  it('shows the contact phone whole to the community guard only, and logs it', async () => {
    const id = await createPerson();
    expect((await data(G.info, s.guard, { id })).contactPhone).toBe('13912345678');
    expect((await data(G.info, s.station, { id })).contactPhone).toBe('139****5678');
  });

  it('records a visit with version and log; a stale one is 409 and bad input 400 naming the field', async () => {
    const id = await createPerson();
    const visit = {
      personId: id,
      version: 0,
      publicityDone: true,
      appInstalled: true,
      circleJoined: false,
      content: '入户宣传',
    };
    const bad = await send(G.visit, s.guard, { ...visit, content: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('content');
    expect(await t.db.select().from(gullibleVisit).where(eq(gullibleVisit.personId, id))).toHaveLength(0);
    expect((await send(G.visit, s.neighbourGuard, visit)).statusCode).toBe(404);
    const detail = await data(G.visit, s.guard, visit);
    expect(detail).toMatchObject({ version: 1, visitStatus: 'VISITED', appInstalled: true, publicityDone: true });
    const stale = await send(G.visit, s.guard, visit);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.errorCode).toBe(ERROR_CODES.gullibleStaleVersion);
    expect((await data(G.visitPage, s.guard, { personId: id })).records).toHaveLength(1);
    expect((await logsOf(id)).map((l) => l.action)).toEqual(['gullible.visit']);
  });

  it('lets station admins and above change the risk level, not plain guards', async () => {
    const id = await createPerson();
    const body = { personId: id, version: 0, riskLevel: 'HIGH', reason: '近期多次接听涉诈电话' };
    expect((await send(G.risk, s.guard, body)).statusCode).toBe(403);
    expect((await data(G.risk, s.station, body)).riskLevel).toBe('HIGH');
    expect((await send(G.risk, s.station, body)).statusCode).toBe(409);
    const [log] = await logsOf(id);
    expect(log).toMatchObject({ action: 'gullible.risk', fromState: 'MEDIUM', toState: 'HIGH' });
  });

  it('pages the behaviour timeline newest first, filtered by kind', async () => {
    const id = await createPerson();
    const at = t.clock.now().getTime();
    await t.db.insert(behaviorEvent).values(
      ['SUSPECT_CALL', 'LARGE_TRANSFER', 'SUSPECT_CALL'].map((kind, i) => ({
        id: newId(),
        personId: id,
        kind: kind as 'SUSPECT_CALL' | 'LARGE_TRANSFER',
        source: 'OPERATOR' as const,
        detail: `事件${i}`,
        occurredAt: new Date(at - i * 3600_000),
      })),
    );
    const page = await data(G.behaviorPage, s.guard, { personId: id, pageSize: '2' });
    expect(page.records.map((r: { detail: string }) => r.detail)).toEqual(['事件0', '事件1']);
    expect(page.total).toBe(3);
    const rest = await data(G.behaviorPage, s.guard, { personId: id, pageSize: '2', cursor: page.nextCursor });
    expect(rest.records.map((r: { detail: string }) => r.detail)).toEqual(['事件2']);
    const calls = await data(G.behaviorPage, s.guard, { personId: id, kind: 'SUSPECT_CALL' });
    expect(calls.total).toBe(2);
    expect((await send(G.behaviorInfo, s.otherStation, { id: page.records[0].id })).statusCode).toBe(404);
  });
});

describe('protection circle members', () => {
  const invite = (ownerId: string, overrides: Record<string, unknown> = {}) =>
    send(C.invite, s.guard, {
      ownerId,
      name: '钱小明',
      phone: '13611112222',
      relation: '儿子',
      role: 'family',
      ...overrides,
    });

  it('invites with a valid phone only, nothing stored on bad input', async () => {
    const owner = await createPerson();
    const bad = await invite(owner, { phone: '1234' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('phone');
    const missing = await invite(owner, { name: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('name');
    const members = await t.db
      .select()
      .from(protectionCircleMember)
      .where(eq(protectionCircleMember.ownerPersonKey, `person-key-${owner}`));
    expect(members).toHaveLength(0);
  });

  it('moves INVITED → ACTIVE → REMOVED with versions, logs, 409 on illegal and stale moves', async () => {
    const owner = await createPerson();
    const invited = (await invite(owner)).json().data;
    expect(invited.member).toMatchObject({ status: 'INVITED', phone: '136****2222', version: 0 });
    expect(invited.invitationToken.length).toBeGreaterThan(20);
    expect((await invite(owner)).json().data.errorCode).toBe(ERROR_CODES.circleMemberExists);
    const id = invited.member.id;
    const accepted = await data(C.accept, s.guard, { id, version: 0 });
    expect(accepted).toMatchObject({ status: 'ACTIVE', version: 1 });
    const again = await send(C.accept, s.guard, { id, version: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().data.errorCode).toBe(ERROR_CODES.circleInvalidTransition);
    const stale = await send(C.remove, s.guard, { id, version: 0, reason: '家属要求' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.errorCode).toBe(ERROR_CODES.circleStaleVersion);
    expect((await send(C.remove, s.guard, { id, version: 1, reason: '' })).statusCode).toBe(400);
    expect((await data(C.remove, s.guard, { id, version: 1, reason: '家属要求' })).status).toBe('REMOVED');
    const logs = await logsOf(id);
    expect(logs.map((l) => [l.action, l.fromState, l.toState])).toEqual([
      ['protection_circle.member.invite', null, 'INVITED'],
      ['protection_circle.member.accept', 'INVITED', 'ACTIVE'],
      ['protection_circle.member.remove', 'ACTIVE', 'REMOVED'],
    ]);
    const circle = await data(C.circleInfo, s.guard, { id: owner });
    expect(circle.members.map((m: { status: string }) => m.status)).toEqual(['REMOVED']);
    for (const m of circle.members) expect(m.phone).toMatch(/\*{4}/);
  });

  it('shows a relative whole only to the owner holders, with the view logged, and masked to the station above', async () => {
    const owner = await createPerson();
    const { member } = (await invite(owner)).json().data;
    const holderView = await data(C.memberInfo, s.guard, { id: member.id });
    expect(holderView).toMatchObject({ name: '钱小明', contactPhone: '13611112222' });
    const logged = await t.db.select().from(accessLog).where(eq(accessLog.subjectId, member.id));
    expect(logged.map((row) => row.action)).toEqual(['protection_circle.view_whole']);
    const stationView = await data(C.memberInfo, s.station, { id: member.id });
    expect(stationView).toMatchObject({ name: '钱*明', contactPhone: '136****2222' });
    const stationCircle = await data(C.circleInfo, s.station, { id: owner });
    expect(stationCircle.members.map((m: { name: string }) => m.name)).toEqual(['钱*明']);
  });

  it('lets the member accept or decline through the invitation link, once', async () => {
    const owner = await createPerson();
    const { invitationToken, member } = (await invite(owner, { phone: '13633334444' })).json().data;
    const view = await data(C.invitationInfo, undefined, { token: invitationToken });
    expect(view).toMatchObject({ status: 'INVITED', ownerName: '测**人', relation: '儿子' });
    expect((await data(C.invitationDecline, undefined, { token: invitationToken })).status).toBe('DECLINED');
    // Answered once: the link changes nothing more, yet still tells the member where they stand.
    expect((await data(C.invitationAccept, undefined, { token: invitationToken })).status).toBe('DECLINED');
    expect((await data(C.invitationInfo, undefined, { token: invitationToken })).status).toBe('DECLINED');
    expect((await send(C.invitationInfo, undefined, { token: 'x'.repeat(40) })).statusCode).toBe(404);
    const again = await data(C.reinvite, s.guard, { id: member.id, version: 1 });
    expect(again.member.status).toBe('INVITED');
    // The new invitation replaces the old link.
    expect((await send(C.invitationInfo, undefined, { token: invitationToken })).statusCode).toBe(404);
    expect((await data(C.invitationAccept, undefined, { token: again.invitationToken })).status).toBe('ACTIVE');
    expect((await data(C.invitationInfo, undefined, { token: again.invitationToken })).status).toBe('ACTIVE');
    // A consent the guard records, or a removal, shows on the link too.
    const recorded = (await invite(owner, { phone: '13633335555' })).json().data;
    await data(C.accept, s.guard, { id: recorded.member.id, version: 0 });
    expect((await data(C.invitationInfo, undefined, { token: recorded.invitationToken })).status).toBe('ACTIVE');
    await data(C.remove, s.guard, { id: recorded.member.id, version: 1, reason: '家属要求' });
    expect((await data(C.invitationInfo, undefined, { token: recorded.invitationToken })).status).toBe('REMOVED');
  });

  it('refuses the owner as a member of his own circle, by his phone, with nothing stored', async () => {
    const refused = await invite(DEMO_GULLIBLE.id, { name: DEMO_GULLIBLE.name, phone: DEMO_GULLIBLE.phone });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: false,
      message: '圈主本人不能加入自己的守护圈，请填写亲友的手机号',
      data: { errorCode: ERROR_CODES.circleOwnerAsMember, field: 'phone' },
    });
    const [owner] = await t.db.select().from(gulliblePerson).where(eq(gulliblePerson.id, DEMO_GULLIBLE.id));
    // The phone is sealed at rest (no SQL equality): the owner's members are read and compared opened.
    const members = await t.db
      .select()
      .from(protectionCircleMember)
      .where(eq(protectionCircleMember.ownerPersonKey, owner!.personKey));
    expect(members.filter((member) => member.phone === DEMO_GULLIBLE.phone)).toHaveLength(0);
  });

  it('masks an emoji name by characters on the invitation link', async () => {
    const owner = await createPerson();
    const { invitationToken } = (await invite(owner, { name: '钱🌸', phone: '13633336666' })).json().data;
    expect((await data(C.invitationInfo, undefined, { token: invitationToken })).memberName).toBe('钱*');
  });

  it('keeps members of another district out of reach (404)', async () => {
    const owner = await createPerson(COMMUNITY.otherDistrict);
    const { member } = (
      await send(C.invite, s.otherStation, {
        ownerId: owner,
        name: '孙亲属',
        phone: '13655556666',
        relation: '女儿',
        role: 'family',
      })
    ).json().data;
    expect((await send(C.memberInfo, s.station, { id: member.id })).statusCode).toBe(404);
    expect((await send(C.accept, s.station, { id: member.id, version: 0 })).statusCode).toBe(404);
    expect(
      (
        await send(C.invite, s.station, {
          ownerId: owner,
          name: '李',
          phone: '13655556667',
          relation: '女儿',
          role: 'family',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('alerts active members of a new warning on the owner and offers them as 亲友 contacts', async () => {
    const { member } = (
      await send(C.invite, s.guard, {
        ownerId: DEMO_GULLIBLE.id,
        name: '钱守家',
        phone: '13677778888',
        relation: '儿子',
        role: 'family',
      })
    ).json().data;
    await data(C.accept, s.guard, { id: member.id, version: 0 });
    const assignment = await pushWarning(t.app, t.db, {
      victimName: DEMO_GULLIBLE.name,
      victimIdNumber: DEMO_GULLIBLE.idNumber,
      victimPhone: DEMO_GULLIBLE.phone,
    });
    const contacts = await data(C.members, s.guard, { assignmentId: assignment.id });
    expect(contacts.map((c: { name: string; phone: string }) => [c.name, c.phone])).toContainEqual([
      '钱守家',
      '13677778888',
    ]);
    const alerts = await t.db.select().from(protectionCircleAlert).where(eq(protectionCircleAlert.memberId, member.id));
    expect(alerts).toHaveLength(1);
    const notices = await t.db
      .select()
      .from(orgNotice)
      .where(and(eq(orgNotice.warningId, assignment.warningId), eq(orgNotice.kind, 'circle_alert')));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.message).toContain('儿子');
    const warnings = await data(G.warnings, s.guard, { personId: DEMO_GULLIBLE.id });
    expect(warnings.map((w: { assignmentId: string }) => w.assignmentId)).toContain(assignment.id);

    // The member talked the owner out of the payment: 劝阻 shows on the warning.
    const dissuasion = {
      memberId: member.id,
      assignmentId: assignment.id,
      outcome: 'STOPPED',
      amount: '5000',
      content: '电话劝阻，已停止转账',
    };
    expect((await send(G.info, s.guard, { id: DEMO_GULLIBLE.id })).json().data.circle.active).toBeGreaterThan(0);
    const bad = await send(C.dissuade, s.guard, { ...dissuasion, amount: '-1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('amount');
    await data(C.dissuade, s.guard, dissuasion);
    const shown = await data(C.dissuasions, s.guard, { assignmentId: assignment.id });
    expect(shown).toEqual([expect.objectContaining({ memberName: '钱守家', outcome: 'STOPPED', amount: 5000 })]);
    const stored = await t.db
      .select()
      .from(protectionCircleDissuasion)
      .where(eq(protectionCircleDissuasion.memberId, member.id));
    expect(stored).toHaveLength(1);
  });
});
