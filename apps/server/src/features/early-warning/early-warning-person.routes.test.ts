import { EARLY_WARNING_ENDPOINTS as E, urlOf } from '@afp/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earlyWarning } from '../../db/schema.ts';
import { seedIntakeClients } from '../../seed/intake-clients.seed.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { loginWarningRoles, pushWarning } from '../../testing/warning-factory.ts';
import { warningAssignment } from './early-warning.table.ts';

/**
 * 同一人员预警: the warnings of one person (same ID number, else phone) share one key — a keyed
 * hash, never the ID number — and the detail counts the person's OTHER open warnings in the
 * caller's list scope (issue 7, item 11).
 */
let t: Awaited<ReturnType<typeof buildTestApp>>;
let tokens: Awaited<ReturnType<typeof loginWarningRoles>>;
const PERSON = { victimName: '严同人', victimPhone: '13966661111', victimIdNumber: '33010619880315107X' };
const ids = { first: '', second: '', elsewhere: '', byPhone: '', byPhoneAgain: '', stranger: '' };

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { authorization: token } });
const info = async (token: string, id: string) => (await get(`${urlOf(E.info)}?id=${id}`, token)).json().data;
const personList = async (token: string, personRef: string) =>
  (await get(`${urlOf(E.page)}?personKey=${encodeURIComponent(personRef)}&pageSize=100`, token)).json().data as {
    total: number;
    records: { assignmentId: string; personKey: string }[];
  };
const keysOf = async (assignmentIds: string[]) =>
  (
    await t.db
      .select({ id: warningAssignment.id, personKey: warningAssignment.personKey })
      .from(warningAssignment)
      .where(inArray(warningAssignment.id, assignmentIds))
  ).reduce<Record<string, string>>((keys, row) => ({ ...keys, [row.id]: row.personKey }), {});

beforeAll(async () => {
  t = await buildTestApp();
  await seedIntakeClients(t.db);
  tokens = await loginWarningRoles(t.app, t.db);
  ids.first = (await pushWarning(t.app, t.db, { ...PERSON, orgId: 'org-d1-s1-c1' })).id;
  // The same person again, the ID number with a lower-case x and spaces, the phone with a separator.
  ids.second = (
    await pushWarning(t.app, t.db, {
      ...PERSON,
      victimName: '严同人 ',
      victimIdNumber: PERSON.victimIdNumber.toLowerCase(),
      orgId: 'org-d1-s1-c1',
    })
  ).id;
  ids.elsewhere = (await pushWarning(t.app, t.db, { ...PERSON, orgId: 'org-d2-s1-c1' })).id;
  // Without an ID number the person is known by the phone.
  const byPhone = { victimName: '严电话', victimPhone: '13966662222' };
  ids.byPhone = (await pushWarning(t.app, t.db, { ...byPhone, orgId: 'org-d1-s1-c1' })).id;
  ids.byPhoneAgain = (await pushWarning(t.app, t.db, { ...byPhone, victimName: '严电', orgId: 'org-d1-s1-c1' })).id;
  ids.stranger = (await pushWarning(t.app, t.db, { victimName: '严同人', victimPhone: '13966663333' })).id;
});
afterAll(() => t.close());

describe('the person key', () => {
  it('is one keyed hash for one ID number (else phone), in no way the ID number or phone itself', async () => {
    const keys = await keysOf(Object.values(ids));
    expect(keys[ids.second]).toBe(keys[ids.first]);
    expect(keys[ids.elsewhere]).toBe(keys[ids.first]);
    expect(keys[ids.byPhoneAgain]).toBe(keys[ids.byPhone]);
    expect(keys[ids.stranger]).not.toBe(keys[ids.first]);
    expect(keys[ids.byPhone]).not.toBe(keys[ids.first]);
    for (const key of Object.values(keys)) {
      expect(key).toMatch(/^[0-9a-f]{64}$/);
      expect(key).not.toContain('13966');
      expect(key).not.toContain('330106');
    }
    const [warning] = await t.db.select().from(earlyWarning).where(eq(earlyWarning.personKey, keys[ids.first]!));
    expect(warning?.personKey).toBe(keys[ids.first]);
  });
});

describe('GET info: openWarningsOfPerson', () => {
  it("counts the person's other open warnings in the caller's scope, never the warning itself", async () => {
    expect((await info(tokens.guard, ids.first)).openWarningsOfPerson).toBe(1);
    expect((await info(tokens.guard, ids.second)).openWarningsOfPerson).toBe(1);
    expect((await info(tokens.oa, ids.first)).openWarningsOfPerson).toBe(2);
    expect((await info(tokens.otherDistrict, ids.elsewhere)).openWarningsOfPerson).toBe(0);
    expect((await info(tokens.guard, ids.byPhone)).openWarningsOfPerson).toBe(1);
    expect((await info(tokens.oa, ids.stranger)).openWarningsOfPerson).toBe(0);
  });
});

describe('GET page by person', () => {
  it("lists every warning of the person the caller may see, through any of the person's opaque references", async () => {
    const { personKey: firstRef } = await info(tokens.guard, ids.first);
    const { personKey: secondRef } = await info(tokens.guard, ids.second);
    const keys = await keysOf([ids.first]);
    // The reference is opaque: neither the ID number nor the stored hash.
    for (const ref of [firstRef, secondRef]) {
      expect(ref).not.toContain(PERSON.victimIdNumber.slice(0, 6));
      expect(ref).not.toContain(keys[ids.first]);
    }
    const mine = await personList(tokens.guard, firstRef);
    expect(mine.records.map((r) => r.assignmentId).sort()).toEqual([ids.first, ids.second].sort());
    expect((await personList(tokens.guard, secondRef)).total).toBe(2);
    const centre = await personList(tokens.oa, firstRef);
    expect(centre.records.map((r) => r.assignmentId).sort()).toEqual([ids.first, ids.second, ids.elsewhere].sort());
    // A raw ID number or the stored hash is no reference.
    expect((await personList(tokens.oa, PERSON.victimIdNumber)).total).toBe(0);
    expect((await personList(tokens.oa, keys[ids.first]!)).total).toBe(0);
  });
});
