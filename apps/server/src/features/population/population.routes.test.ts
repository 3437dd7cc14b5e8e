import {
  GUARD_ROLE,
  POPULATION_ENDPOINTS as P,
  urlOf,
  type PopulationCounts,
  type ResidentRecord,
} from '@afp/contract';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPersonKey, DEV_PERSON_KEY_SECRET, maskIdNumber, maskPhone } from '../../core/personal-data.ts';
import { accessLog, operationLog } from '../../db/schema.ts';
import { DEMO_RESIDENT } from '../../seed/population.seed.ts';
import { loginGuard, loginOa } from '../../testing/sessions.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { phoneOf } from '../../testing/warning-factory.ts';
import { resident } from './population.table.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
const s = {} as Record<'guardA' | 'guardB' | 'station' | 'otherDistrict' | 'centre', string>;
const ORG = { A: 'org-d1-s1-c1', B: 'org-d1-s1-c2', station: 'org-d1-s1', otherDistrict: 'org-d2-s1-c1' };
const personKeyOf = createPersonKey(DEV_PERSON_KEY_SECRET);
/** A resident whose ID number the test knows (the seed keeps only masks and keyed hashes). */
const KNOWN = {
  id: 'resident-known',
  idNumber: '33010219800101123X',
  phone: '13912345678',
  name: '钱知名',
  address: '江澜市东湖区湖滨路8号3幢201室',
};

beforeAll(async () => {
  t = await buildTestApp();
  const guardSession = async (orgId: string, role: number) =>
    (await loginGuard(t.app, await phoneOf(t.db, orgId, role))).token;
  s.guardA = (await loginGuard(t.app)).token;
  s.guardB = await guardSession(ORG.B, GUARD_ROLE.guard);
  s.station = await guardSession(ORG.station, GUARD_ROLE.stationAdmin);
  s.otherDistrict = await guardSession(ORG.otherDistrict, GUARD_ROLE.teamAdmin);
  s.centre = await loginOa(t.app, 'oaAdmin');
  const now = t.clock.now();
  await t.db.insert(resident).values({
    id: KNOWN.id,
    orgId: ORG.A,
    orgPath: `/org-centre/org-d1/org-d1-s1/${ORG.A}/`,
    name: KNOWN.name,
    phoneMasked: maskPhone(KNOWN.phone),
    idNumberMasked: maskIdNumber(KNOWN.idNumber),
    phoneKey: personKeyOf({ name: KNOWN.name, phone: KNOWN.phone }),
    idNumberKey: personKeyOf({ name: KNOWN.name, idNumber: KNOWN.idNumber }),
    address: KNOWN.address,
    tags: ['STUDENT'],
    registeredAt: now,
    updatedAt: now,
  });
});
afterAll(() => t.close());

const get = (endpoint: typeof P.page | typeof P.info | typeof P.counts, token: string, query = '') =>
  t.app.inject({ method: 'GET', url: `${urlOf(endpoint)}?${query}`, headers: { authorization: token } });
const updateTags = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: urlOf(P.updateTags), headers: { authorization: token }, payload });
const page = async (token: string, query = '') => {
  const response = await get(P.page, token, query);
  expect(response.statusCode).toBe(200);
  return response.json().data as { records: ResidentRecord[]; total: number; nextCursor: string | null };
};
const countIn = async (pathPrefix: string, where = sql`true`) =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(resident)
      .where(and(like(resident.orgPath, `${pathPrefix}%`), where))
  )[0]!.n;
const versionOf = async (id: string) => (await t.db.select().from(resident).where(eq(resident.id, id)))[0]!.version;
const STATION_PATH = '/org-centre/org-d1/org-d1-s1/';

describe('resident list', () => {
  it('shows a station admin the residents of the station, masked, newest first, keyset-paged to the end', async () => {
    const seen: ResidentRecord[] = [];
    let cursor: string | null = null;
    let total = 0;
    do {
      const current = await page(s.station, `pageSize=7${cursor ? `&cursor=${cursor}` : ''}`);
      total ||= current.total;
      seen.push(...current.records);
      cursor = current.nextCursor;
    } while (cursor);
    expect(total).toBe(await countIn(STATION_PATH));
    expect(new Set(seen.map((r) => r.id)).size).toBe(total);
    expect(seen.every((r) => r.orgId.startsWith('org-d1-s1-') && r.streetName === '湖滨街道')).toBe(true);
    const body = JSON.stringify(seen);
    expect(body).not.toMatch(/1\d{10}|\d{17}[\dX]/);
    expect(seen.every((r) => r.phone.includes('****') && r.idNumber.includes('*'))).toBe(true);
    expect(seen.find((r) => r.id === KNOWN.id)?.name).toBe('钱*名');
  });

  it('shows a plain guard their own community only', async () => {
    const mine = await page(s.guardA, 'pageSize=100');
    expect(mine.total).toBe(await countIn(`${STATION_PATH}${ORG.A}/`));
    expect(mine.records.every((r) => r.orgId === ORG.A)).toBe(true);
  });

  it('filters by tag and by the anti-fraud app', async () => {
    const elderly = await page(s.station, 'tag=ELDERLY_ALONE&pageSize=100');
    expect(elderly.total).toBe(await countIn(STATION_PATH, sql`${resident.tags} @> array['ELDERLY_ALONE']::text[]`));
    expect(elderly.total).toBeGreaterThan(0);
    expect(elderly.records.every((r) => r.tags.includes('ELDERLY_ALONE'))).toBe(true);
    const withoutApp = await page(s.station, 'appInstalled=false&pageSize=100');
    expect(withoutApp.total).toBe(await countIn(STATION_PATH, eq(resident.appInstalled, false)));
    expect(withoutApp.records.every((r) => !r.appInstalled)).toBe(true);
  });

  it('finds a resident by whole phone or ID number through the keyed hash, and by the start of a name', async () => {
    const byPhone = await page(s.station, `keyword=${DEMO_RESIDENT.phone}`);
    expect(byPhone.records.map((r) => r.phone)).toEqual([maskPhone(DEMO_RESIDENT.phone)]);
    expect((await page(s.station, `keyword=${KNOWN.idNumber}`)).records.map((r) => r.id)).toEqual([KNOWN.id]);
    expect((await page(s.station, `keyword=${encodeURIComponent('钱知')}`)).records.map((r) => r.id)).toEqual([
      KNOWN.id,
    ]);
    // The masked form names nobody, and another district does not find the resident.
    expect((await page(s.station, `keyword=${encodeURIComponent(maskPhone(KNOWN.phone))}`)).total).toBe(0);
    expect((await page(s.otherDistrict, `keyword=${KNOWN.idNumber}`)).total).toBe(0);
    // Nothing in the table holds the numbers whole.
    const [stored] = await t.db.select().from(resident).where(eq(resident.id, KNOWN.id));
    expect(JSON.stringify(stored)).not.toContain(KNOWN.phone);
    expect(JSON.stringify(stored)).not.toContain(KNOWN.idNumber);
  });

  it('answers 400 naming the field for a bad filter or cursor', async () => {
    const badTag = await get(P.page, s.station, 'tag=RICH');
    expect(badTag.statusCode).toBe(400);
    expect(badTag.json().data.field).toBe('tag');
    const badCursor = await get(P.page, s.station, 'cursor=bm9wZQ');
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().data.field).toBe('cursor');
  });
});

describe('counts', () => {
  it('counts the station community by community, matching the list', async () => {
    const response = await get(P.counts, s.station);
    expect(response.statusCode).toBe(200);
    const counts = response.json().data as PopulationCounts;
    expect(counts.total.residents).toBe(await countIn(STATION_PATH));
    expect(counts.streets.map((street) => street.name)).toEqual(['湖滨街道']);
    expect(counts.streets[0]!.communities).toHaveLength(5);
    expect(counts.total.tags.ELDERLY_ALONE).toBe((await page(s.station, 'tag=ELDERLY_ALONE')).total);
    expect(counts.total.appInstalled).toBe((await page(s.station, 'appInstalled=true')).total);
  });

  it('lists a community without residents with zero', async () => {
    await t.db.delete(resident).where(eq(resident.orgId, 'org-d1-s1-c5'));
    const counts = (await get(P.counts, s.station)).json().data as PopulationCounts;
    expect(counts.streets[0]!.communities.find((c) => c.orgId === 'org-d1-s1-c5')).toMatchObject({
      residents: 0,
      appInstalled: 0,
      tags: { ELDERLY_ALONE: 0, STUDENT: 0, MIGRANT_WORKER: 0, GULLIBLE: 0 },
    });
  });

  it('counts the whole city for the centre, street by street', async () => {
    const counts = (await get(P.counts, s.centre)).json().data as PopulationCounts;
    expect(counts.total.residents).toBe(await countIn('/org-centre/'));
    expect(counts.streets).toHaveLength(20);
    expect(counts.streets.reduce((sum, street) => sum + street.residents, 0)).toBe(counts.total.residents);
  });
});

describe('resident detail and tags', () => {
  it('answers 404 for a resident of another district, on info and on update-tags', async () => {
    expect((await get(P.info, s.otherDistrict, `id=${KNOWN.id}`)).statusCode).toBe(404);
    expect((await get(P.info, s.guardB, `id=${KNOWN.id}`)).statusCode).toBe(404);
    const version = await versionOf(KNOWN.id);
    const foreign = await updateTags(s.otherDistrict, { id: KNOWN.id, version, tags: ['GULLIBLE'] });
    expect(foreign.statusCode).toBe(404);
    expect(await versionOf(KNOWN.id)).toBe(version);
  });

  it('lets the station admin tag a resident 易受骗: version bumps, the change is logged, the link stays nullable', async () => {
    const gullibleBefore = (await page(s.station, 'tag=GULLIBLE')).total;
    const before = (await get(P.info, s.station, `id=${KNOWN.id}`)).json().data;
    expect(before).toMatchObject({ canTag: true, gulliblePersonId: null, idNumber: maskIdNumber(KNOWN.idNumber) });
    const response = await updateTags(s.station, {
      id: KNOWN.id,
      version: before.version,
      tags: ['GULLIBLE', 'STUDENT'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ tags: ['STUDENT', 'GULLIBLE'], version: before.version + 1 });
    // The list's (cached) total follows the change at once.
    expect((await page(s.station, 'tag=GULLIBLE')).total).toBe(gullibleBefore + 1);
    const [logged] = await t.db
      .select()
      .from(operationLog)
      .where(and(eq(operationLog.entityType, 'resident'), eq(operationLog.entityId, KNOWN.id)));
    expect(logged).toMatchObject({ action: 'population.update_tags', remark: '标签：学生 → 学生、易受骗' });
  });

  it('answers 409 with a stable code to a stale version', async () => {
    const version = await versionOf(KNOWN.id);
    await updateTags(s.guardA, { id: KNOWN.id, version, tags: [] });
    const stale = await updateTags(s.guardA, { id: KNOWN.id, version, tags: ['STUDENT'] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.errorCode).toBe('population.stale_version');
    expect((await t.db.select().from(resident).where(eq(resident.id, KNOWN.id)))[0]!.tags).toEqual([]);
  });

  it('refuses an unknown or repeated tag with 400 naming the field, storing nothing', async () => {
    const version = await versionOf(KNOWN.id);
    const unknown = await updateTags(s.station, { id: KNOWN.id, version, tags: ['RICH'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().data.field).toMatch(/^tags/);
    const repeated = await updateTags(s.station, { id: KNOWN.id, version, tags: ['STUDENT', 'STUDENT'] });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().data.field).toBe('tags');
    expect(await versionOf(KNOWN.id)).toBe(version);
  });

  it('shows name and address whole to the holding community and the centre only, each whole view in the access log', async () => {
    const wholeViews = async () =>
      t.db
        .select()
        .from(accessLog)
        .where(and(eq(accessLog.action, 'population.view_whole'), eq(accessLog.subjectId, KNOWN.id)));
    const before = (await wholeViews()).length;
    // The station above the community sees the detail masked, and nothing is logged.
    const station = (await get(P.info, s.station, `id=${KNOWN.id}`)).json().data;
    expect(station).toMatchObject({ isWhole: false, name: '钱*名', address: '江澜市东湖区****' });
    expect(await wholeViews()).toHaveLength(before);
    for (const token of [s.guardA, s.centre]) {
      const whole = (await get(P.info, token, `id=${KNOWN.id}`)).json().data;
      expect(whole).toMatchObject({ isWhole: true, name: KNOWN.name, address: KNOWN.address });
      // The database keeps phone and ID number only masked: nobody gets them whole.
      expect(whole).toMatchObject({ phone: maskPhone(KNOWN.phone), idNumber: maskIdNumber(KNOWN.idNumber) });
    }
    const logged = await wholeViews();
    expect(logged).toHaveLength(before + 2);
    expect(logged.at(-1)).toMatchObject({
      subjectType: 'resident',
      personKey: personKeyOf({ name: '', idNumber: KNOWN.idNumber }),
    });
  });

  it('lets the centre read but shows a partner nothing', async () => {
    expect((await get(P.info, s.centre, `id=${KNOWN.id}`)).json().data.canTag).toBe(true);
    const anonymous = await t.app.inject({ method: 'GET', url: `${urlOf(P.info)}?id=${KNOWN.id}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
