import {
  EARLY_WARNING_ENDPOINTS as E,
  GUARD_ROLE,
  TRANSFER_ENDPOINTS,
  urlOf,
  type OperationLogEntry,
  type WarningDetail,
} from '@afp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../seed/demo-city.ts';
import { seedIntakeClients } from '../../seed/intake-clients.seed.ts';
import { loginCooperation, loginGuard, loginOa } from '../../testing/sessions.ts';
import { resetClockPerTest } from '../../testing/clock-per-test.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { createWarning, phoneOf, pushWarning } from '../../testing/warning-factory.ts';
import { warningAssignment } from './early-warning.table.ts';

/** One-tap contact (issue 8): the holder's guard calls or texts the victim; each tap is logged once a minute. */
let t: Awaited<ReturnType<typeof buildTestApp>>;
const HOME = 'org-d1-s1-c1';
const NEIGHBOUR = 'org-d1-s1-c2';
const s = {} as Record<'guard' | 'teamAdmin' | 'sibling' | 'neighbourAdmin' | 'station' | 'centre' | 'partner', string>;

const post = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: token }, payload });
const contact = (token: string, assignmentId: string, channel = 'phone') =>
  post(urlOf(E.contactAttempt), token, { assignmentId, channel });
const getData = async <T>(url: string, token: string): Promise<T> => {
  const response = await t.app.inject({ method: 'GET', url, headers: { authorization: token } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
};
const operateLog = (token: string, id: string) =>
  getData<OperationLogEntry[]>(`${urlOf(E.operateLog)}?id=${id}`, token);
const info = (token: string, id: string) => getData<WarningDetail>(`${urlOf(E.info)}?id=${id}`, token);
const contactsOf = async (token: string, id: string) =>
  (await operateLog(token, id)).filter((entry) => entry.action.startsWith('contact.'));
const assignmentRow = async (id: string) =>
  (await t.db.select().from(warningAssignment).where(eq(warningAssignment.id, id)))[0]!;

beforeAll(async () => {
  t = await buildTestApp();
  await seedIntakeClients(t.db);
  const guardOf = async (orgId: string, role: number) =>
    (await loginGuard(t.app, await phoneOf(t.db, orgId, role))).token;
  s.guard = (await loginGuard(t.app, DEMO_LOGINS.guard)).token;
  s.teamAdmin = (await loginGuard(t.app, DEMO_LOGINS.guardTeamAdmin)).token;
  s.sibling = await guardOf(NEIGHBOUR, GUARD_ROLE.guard);
  s.neighbourAdmin = await guardOf(NEIGHBOUR, GUARD_ROLE.teamAdmin);
  s.station = await guardOf('org-d1-s1', GUARD_ROLE.stationAdmin);
  s.centre = await loginOa(t.app, 'oaAdmin');
  s.partner = await loginCooperation(t.app);
});
resetClockPerTest(() => t.clock);
afterAll(() => t.close());

describe('the holder guard taps 拨打电话', () => {
  it('logs a contact attempt with its time, shown in the operate-log and the 处置进度 timeline, state untouched', async () => {
    const held = await pushWarning(t.app, t.db, { orgId: HOME, victimPhone: '13977770001' });
    expect((await info(s.guard, held.id)).canContact).toBe(true);

    const response = await contact(s.guard, held.id);
    expect(response.statusCode, response.body).toBe(200);
    const at = t.clock.now().toISOString();
    expect(response.json().data).toEqual({ assignmentId: held.id, channel: 'phone', at });

    expect(await contactsOf(s.guard, held.id)).toMatchObject([
      { action: 'contact.phone', actionName: '电话联系', orgName: '湖滨花园社区', createdAt: at, fromState: null },
    ]);
    const [logged] = await contactsOf(s.guard, held.id);
    expect(logged!.actorName).not.toBe('未知用户');
    const timeline = (await info(s.guard, held.id)).timeline;
    expect(timeline.filter((e) => e.event === 'contactedByPhone')).toEqual([
      { event: 'contactedByPhone', actorName: logged!.actorName, orgName: '湖滨花园社区', at, remark: null },
    ]);
    expect(await assignmentRow(held.id)).toMatchObject({ state: 'PENDING_SIGN', version: held.version });
  });

  it('writes one entry per channel and account a minute, answering a repeat with the earlier entry', async () => {
    const held = await pushWarning(t.app, t.db, { orgId: HOME });
    const first = (await contact(s.guard, held.id)).json().data;
    t.clock.advance(20_000);
    for (let tap = 0; tap < 5; tap += 1) expect((await contact(s.guard, held.id)).json().data).toEqual(first);
    const text = await contact(s.guard, held.id, 'sms');
    expect(text.json().data).toMatchObject({ channel: 'sms', at: t.clock.now().toISOString() });
    expect((await contact(s.teamAdmin, held.id)).statusCode).toBe(200);
    expect((await contactsOf(s.guard, held.id)).map((e) => e.actionName)).toEqual(['电话联系', '短信联系', '电话联系']);

    t.clock.advance(41_000);
    const later = (await contact(s.guard, held.id)).json().data;
    expect(later.at).not.toBe(first.at);
    expect((await contactsOf(s.guard, held.id)).length).toBe(4);
  });
});

describe('who may not log a contact attempt', () => {
  it('refuses a sibling community as if the warning did not exist, and those above or outside with 403', async () => {
    const held = await pushWarning(t.app, t.db, { orgId: HOME });
    expect((await contact(s.sibling, held.id)).statusCode).toBe(404);
    for (const token of [s.station, s.centre, s.partner]) {
      const refused = await contact(token, held.id);
      expect(refused.statusCode, refused.body).toBe(403);
    }
    expect((await info(s.station, held.id)).canContact).toBe(false);
    expect((await info(s.centre, held.id)).canContact).toBe(false);
    expect(await contactsOf(s.centre, held.id)).toEqual([]);
  });

  it('moves with the warning: after a transfer the former holder is refused and the new holder logs', async () => {
    const held = await pushWarning(t.app, t.db, { orgId: HOME });
    const created = await post(urlOf(TRANSFER_ENDPOINTS.create), s.guard, {
      assignmentId: held.id,
      version: held.version,
      toOrgId: NEIGHBOUR,
      reason: 'NOT_JURISDICTION',
    });
    expect(created.statusCode, created.body).toBe(200);
    const accepted = await post(urlOf(TRANSFER_ENDPOINTS.accept), s.neighbourAdmin, {
      transferId: created.json().data.id,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [received] = await t.db
      .select()
      .from(warningAssignment)
      .where(eq(warningAssignment.warningId, held.warningId))
      .then((rows) => rows.filter((row) => row.orgId === NEIGHBOUR));

    expect((await info(s.guard, held.id)).canContact).toBe(false);
    const refused = await contact(s.guard, held.id);
    expect(refused.statusCode, refused.body).toBe(403);
    expect((await contact(s.guard, received!.id)).statusCode).toBe(404);
    expect((await info(s.sibling, received!.id)).canContact).toBe(true);
    expect((await contact(s.sibling, received!.id, 'sms')).statusCode).toBe(200);
  });

  it('refuses a closed warning with 409, and offers no contact on it', async () => {
    const closed = await createWarning(t.db, { orgId: HOME, state: 'CLOSED' });
    const refused = await contact(s.guard, closed.assignmentId);
    expect(refused.statusCode, refused.body).toBe(409);
    expect((await info(s.guard, closed.assignmentId)).canContact).toBe(false);
    expect(await contactsOf(s.guard, closed.assignmentId)).toEqual([]);
  });

  it('answers bad input with the 400 envelope', async () => {
    const held = await pushWarning(t.app, t.db, { orgId: HOME });
    for (const payload of [
      { assignmentId: held.id },
      { assignmentId: held.id, channel: 'visit' },
      { channel: 'sms' },
    ]) {
      const response = await post(urlOf(E.contactAttempt), s.guard, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 400, success: false });
    }
    expect(await contactsOf(s.guard, held.id)).toEqual([]);
  });
});
