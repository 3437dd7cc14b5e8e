import {
  ACCOUNT_ENDPOINTS,
  RULE_STATISTICS_ENDPOINTS as R,
  urlOf,
  VERIFICATION_ENDPOINTS as V,
  type Endpoint,
  type RuleDetail,
} from '@afp/contract';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLog, org, verificationItem, verifyGroupMember, warningAssignment } from '../../db/schema.ts';
import { buildRuleSets } from '../../seed/rule-statistics.seed.ts';
import { loginOa } from '../../testing/sessions.ts';
import { buildTestApp, sendAs } from '../../testing/test-app.ts';
import { uploadedKey } from '../../testing/requests.ts';
import { createWarning } from '../../testing/warning-factory.ts';
import { ledgerEntry, ruleItem, ruleSet } from './rule-statistics.table.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
const s = {} as Record<'admin' | 'staff' | 'reviewer', string>;

beforeAll(async () => {
  t = await buildTestApp();
  // 刘专员 (org-d1) verifies for 东湖区; 王管理 and 陈复核 review for the city (never the verifier nor the submitter).
  await t.db.insert(verifyGroupMember).values({ groupId: 'vg-east', accountId: 'oa-staff' }).onConflictDoNothing();
  s.admin = await loginOa(t.app, 'oaAdmin');
  s.staff = await loginOa(t.app, 'oaStaff');
  s.reviewer = await loginOa(t.app, 'oaReviewer');
}, 180_000);
afterAll(() => t.close());

const send = (endpoint: Endpoint, token: string, input: Record<string, unknown> = {}) =>
  sendAs(t.app, endpoint, token, input);

const china = () => new Date(t.clock.now().getTime() + 8 * 3600_000);
const year = () => china().getUTCFullYear();
const month = () => china().getUTCMonth() + 1;

const uploadPdf = (token: string) => uploadedKey(t.app, { as: token, name: '宣传栏照片.pdf', attachment: true });

/** 湖滨街道's own oa login (孙填报), a station below the supervising offices. */
async function loginHubin() {
  const response = await t.app.inject({
    method: 'POST',
    url: urlOf(ACCOUNT_ENDPOINTS.oa.login),
    payload: { accountName: 'hubin_oa', password: 'station_123' },
  });
  return response.json().data.token as string;
}

/**
 * A year the demo leaves empty, with the demo's rule items and a handful of known records:
 * warnings of 东湖区 (湖滨街道) and 西城区, return visits, a reviewed and an unreviewed ledger entry.
 */
async function seedKnownYear(): Promise<number> {
  const fixtureYear = year() - 10;
  const rules = buildRuleSets(new Date(`${fixtureYear}-06-01T12:00:00+08:00`));
  await t.db.insert(ruleSet).values(rules.sets.filter((set) => set.year === fixtureYear));
  await t.db.insert(ruleItem).values(rules.items.filter((item) => item.year === fixtureYear));
  const at = (m: number, d: number) =>
    new Date(`${fixtureYear}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}T10:00:00+08:00`);
  const warning = async (
    orgId: string,
    pushedAt: Date,
    outcome: 'timely' | 'unfinished' | 'unsigned',
    effective = false,
  ) => {
    const { assignmentId } = await createWarning(t.db, {
      orgId,
      pushedAt,
      state: outcome === 'timely' ? 'FED_BACK' : outcome === 'unfinished' ? 'HANDLING' : 'PENDING_SIGN',
    });
    if (outcome === 'timely')
      await t.db
        .update(warningAssignment)
        .set({
          fedBackAt: new Date(pushedAt.getTime() + 60_000),
          returnVisitVerdict: effective ? 'EFFECTIVE' : null,
        })
        .where(eq(warningAssignment.id, assignmentId));
  };
  await warning('org-d1-s1', at(3, 10), 'timely', true);
  await warning('org-d1-s1', at(3, 11), 'timely', true);
  await warning('org-d1-s1', at(3, 12), 'timely');
  await warning('org-d1-s1', at(3, 13), 'unfinished');
  await warning('org-d1-s1', at(7, 6), 'unsigned');
  await warning('org-d2-s1', at(5, 8), 'timely');
  await warning('org-d2-s1', at(5, 9), 'timely');
  const ledger = (id: string, orgId: string, orgPath: string, value: number, state: 'VERIFIED' | 'SUBMITTED') => ({
    id,
    orgId,
    orgPath,
    year: fixtureYear,
    itemCode: 'preach_sessions',
    month: 5,
    value,
    description: '线下宣讲',
    state,
    submittedBy: 'oa-staff',
    submittedByName: '刘专员',
    submittedAt: at(5, 20),
    verifiedAt: state === 'VERIFIED' ? at(5, 21) : null,
    createdAt: at(5, 20),
    updatedAt: at(5, 21),
  });
  await t.db
    .insert(ledgerEntry)
    .values([
      ledger('ledger-known-d1', 'org-d1-s1', '/org-centre/org-d1/org-d1-s1/', 48, 'VERIFIED'),
      ledger('ledger-known-d2', 'org-d2-s1', '/org-centre/org-d2/org-d2-s1/', 96, 'SUBMITTED'),
    ]);
  return fixtureYear;
}

const detailOf = async (token: string, orgId: string): Promise<RuleDetail> => {
  const response = await send(R.detail, token, { year: String(year()), orgId });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

describe('the board 考核规则统计', { timeout: 120_000 }, () => {
  it('scores each district of a known year exactly: rates pooled over the year, counts with reviewed ledger only', async () => {
    const fixtureYear = await seedKnownYear();
    const board = (await send(R.board, s.admin, { year: String(fixtureYear), unitKind: 'district' })).json().data;
    expect(board.monthsDue).toBe(12);
    expect(board.items.map((i: { code: string }) => i.code)).toEqual([
      'warning_timely',
      'return_visit',
      'control_visit',
      'preach_sessions',
      'app_registrations',
      'case_publicity',
      'case_rate',
      'visit_checklist',
      'publicity_sites',
      'report_submission',
    ]);
    // 东湖区: 3 of 5 in time (3 of 4 in March, 0 of 1 in July) = 60 % of 90 → 13.33, not the months' mean 37.5 % → 8.33;
    // 2 of 3 return visits effective ≥ 60 % → 10; 48 reviewed sessions of 96 → 7.5; nothing due elsewhere → full.
    // 西城区: 2 of 2 in time → 20, 0 of 2 return visits → 0, its 96 sessions are not reviewed → 0.
    expect(
      board.rows.map((r: { orgId: string; score: number; rank: number; points: number[] }) => [
        r.orgId,
        r.score,
        r.rank,
        r.points,
      ]),
    ).toEqual([
      ['org-d1', 70.83, 1, [13.33, 10, 15, 7.5, 0, 10, 10, 5, 0, 0]],
      // Equal scores share a rank, listed by name.
      ['org-d4', 70, 2, [20, 10, 15, 0, 0, 10, 10, 5, 0, 0]],
      ['org-d3', 70, 2, [20, 10, 15, 0, 0, 10, 10, 5, 0, 0]],
      ['org-d5', 70, 2, [20, 10, 15, 0, 0, 10, 10, 5, 0, 0]],
      ['org-d2', 60, 5, [20, 0, 15, 0, 0, 10, 10, 5, 0, 0]],
    ]);
  });

  it('lists every district of the city this year, lit only for the months due', async () => {
    const board = (await send(R.board, s.admin, { year: String(year()), unitKind: 'district' })).json().data;
    expect(board.totalWeight).toBe(100);
    expect(board.monthsDue).toBe(month());
    expect(board.rows.map((r: { orgId: string }) => r.orgId).sort()).toEqual([
      'org-d1',
      'org-d2',
      'org-d3',
      'org-d4',
      'org-d5',
    ]);
    for (const row of board.rows) expect(row.lights.slice(month())).toEqual(Array(12 - month()).fill('NONE'));
  });

  it('ranks stations only against stations, within the district the caller drills into', async () => {
    const board = (
      await send(R.board, s.admin, { year: String(year()), unitKind: 'station', parentId: 'org-d1' })
    ).json().data;
    expect(board.parentName).toBe('东湖区分局');
    expect(board.rows.map((r: { orgId: string }) => r.orgId).sort()).toEqual([
      'org-d1-s1',
      'org-d1-s2',
      'org-d1-s3',
      'org-d1-s4',
    ]);
  });

  it('ranks a station among all stations of the city, whoever asks: its own login, its district, the centre', async () => {
    const city = (await send(R.board, s.admin, { year: String(year()), unitKind: 'station' })).json().data;
    expect(city.rows).toHaveLength(20);
    expect(city.rankOf).toBe(20);
    const inCity = city.rows.find((r: { orgId: string }) => r.orgId === 'org-d1-s1');
    const station = await loginHubin();
    for (const token of [station, s.staff, s.admin]) {
      const detail = await detailOf(token, 'org-d1-s1');
      expect([detail.score, detail.rank, detail.rankOf]).toEqual([inCity.score, inCity.rank, 20]);
    }
    // The station's own board lists only itself, at its place in the city.
    const own = (await send(R.board, station, { year: String(year()) })).json().data;
    expect(own.rows.map((r: { orgId: string; rank: number }) => [r.orgId, r.rank])).toEqual([
      ['org-d1-s1', inCity.rank],
    ]);
    expect(own.rankOf).toBe(20);
    // 宣传阵地建设 counts reviewed ledger entries alone: the demo has them for every station.
    const sites = city.items.findIndex((i: { code: string }) => i.code === 'publicity_sites');
    for (const row of city.rows) expect(row.points[sites], row.orgName).toBeGreaterThan(0);
  });

  it('opens the rows behind a figure: as many as the figure counts', async () => {
    const detail = await detailOf(s.admin, 'org-d1');
    const timely = detail.items.find((i) => i.code === 'warning_timely')!;
    expect(timely.denominator).toBeGreaterThan(0);
    const rows = (
      await send(R.rows, s.admin, {
        year: String(year()),
        orgId: 'org-d1',
        itemCode: 'warning_timely',
        pageSize: '100',
      })
    ).json().data;
    expect(rows.total).toBe(timely.denominator);
    expect(rows.records[0].link).toContain('/early-warning-detail');
    const month1 = timely.months.find((m) => m.denominator > 0)!;
    const monthRows = (
      await send(R.rows, s.admin, {
        year: String(year()),
        orgId: 'org-d1',
        itemCode: 'warning_timely',
        month: String(month1.month),
      })
    ).json().data;
    expect(monthRows.total).toBe(month1.denominator);
    // Pages of one row, so the demo year's warnings of 东湖区 always reach a second page.
    const page = (cursor?: string) =>
      send(R.rows, s.admin, {
        year: String(year()),
        orgId: 'org-d1',
        itemCode: 'warning_timely',
        pageSize: '1',
        ...(cursor ? { cursor } : {}),
      }).then((response) => response.json().data as { records: { id: string }[]; nextCursor: string | null });
    expect(timely.denominator).toBeGreaterThan(1);
    const first = await page();
    expect(first.nextCursor).toEqual(expect.any(String));
    const next = await page(first.nextCursor!);
    expect(next.records).toHaveLength(1);
    expect(next.records[0]!.id).not.toBe(first.records[0]!.id);
  });

  it('exports the board as an Excel file holding every unit', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${urlOf(R.boardExport)}?year=${year()}&unitKind=district`,
      headers: { authorization: s.admin },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const names: string[] = [];
    workbook.worksheets[0]!.eachRow((row) => names.push(row.getCell(2).text));
    expect(names).toContain('东湖区分局');
    expect(names).toContain('新港区分局');
  });

  it('writes a unit name that looks like a formula as text in the export', async () => {
    const [district] = await t.db.select({ name: org.name }).from(org).where(eq(org.id, 'org-d2'));
    await t.db.update(org).set({ name: '=HYPERLINK("http://evil.example","点我")' }).where(eq(org.id, 'org-d2'));
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: `${urlOf(R.boardExport)}?year=${year()}&unitKind=district`,
        headers: { authorization: s.admin },
      });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const names: unknown[] = [];
      workbook.worksheets[0]!.eachRow((row) => names.push(row.getCell(2).value));
      expect(names).toContain(`'=HYPERLINK("http://evil.example","点我")`);
    } finally {
      await t.db.update(org).set({ name: district!.name }).where(eq(org.id, 'org-d2'));
    }
  });

  it("answers 404 for units outside the caller's subtree and for a year without rules", async () => {
    expect((await send(R.detail, s.staff, { year: String(year()), orgId: 'org-d2-s1' })).statusCode).toBe(404);
    expect((await send(R.board, s.staff, { year: String(year()), parentId: 'org-d2' })).statusCode).toBe(404);
    expect(
      (await send(R.rows, s.staff, { year: String(year()), orgId: 'org-d2', itemCode: 'warning_timely' })).statusCode,
    ).toBe(404);
    expect((await send(R.board, s.admin, { year: '2001' })).statusCode).toBe(404);
    // A district's own staff see their district's stations, ranked among themselves.
    const own = (await send(R.board, s.staff, { year: String(year()), unitKind: 'station' })).json().data;
    expect(own.rows).toHaveLength(4);
  });
});

describe('ledger entries 台账', { timeout: 120_000 }, () => {
  const publicitySites = (detail: RuleDetail) => detail.items.find((i) => i.code === 'publicity_sites')!;

  it('count only once reviewed by others than the submitter: the station score and its light change', async () => {
    const before = await detailOf(s.staff, 'org-d1-s1');
    expect(publicitySites(before).lights[month() - 1]).not.toBe('GREEN');
    // 王管理 files it: in every group and an administrator, yet neither stage is his.
    const evidence = await uploadPdf(s.admin);
    const created = await send(R.ledgerCreate, s.admin, {
      orgId: 'org-d1-s1',
      year: year(),
      itemCode: 'publicity_sites',
      month: month(),
      value: 12,
      description: '新建社区反诈宣传栏12处',
      evidence: [evidence],
    });
    expect(created.statusCode).toBe(200);
    const entry = created.json().data;
    expect(entry).toMatchObject({ state: 'SUBMITTED', orgName: '湖滨街道', itemName: '宣传阵地建设' });
    expect(entry.evidence.map((e: { key: string }) => e.key)).toEqual([evidence]);
    // Submitted, not reviewed: nothing counts yet.
    expect((await detailOf(s.staff, 'org-d1-s1')).score).toBe(before.score);

    const [item] = await t.db
      .select()
      .from(verificationItem)
      .where(and(eq(verificationItem.kind, 'ledger_entry'), eq(verificationItem.subjectId, entry.id)));
    expect(item).toMatchObject({ state: 'PENDING_VERIFY', verifyGroupId: 'vg-east', submitterId: 'oa-admin' });
    expect((await send(V.info, s.admin, { id: item!.id })).json().data).toMatchObject({ mayVerify: false });
    expect((await send(V.verify, s.admin, { id: item!.id, version: item!.version })).statusCode).toBe(403);
    const verified = await send(V.verify, s.staff, { id: item!.id, version: item!.version });
    expect(verified.statusCode).toBe(200);
    expect((await detailOf(s.staff, 'org-d1-s1')).score).toBe(before.score);
    const version = verified.json().data.version;
    expect((await send(V.review, s.admin, { id: item!.id, version })).statusCode).toBe(403);
    expect((await detailOf(s.staff, 'org-d1-s1')).score).toBe(before.score);
    const reviewed = await send(V.review, s.reviewer, { id: item!.id, version });
    expect(reviewed.statusCode).toBe(200);

    const after = await detailOf(s.staff, 'org-d1-s1');
    expect(after.score).toBeGreaterThan(before.score);
    expect(publicitySites(after).ledger).toBe(publicitySites(before).ledger + 12);
    expect(publicitySites(after).lights[month() - 1]).toBe('GREEN');
    const shown = (await send(R.ledgerDetail, s.staff, { id: entry.id })).json().data;
    expect(shown).toMatchObject({ state: 'VERIFIED' });
    expect(shown.verifiedAt).not.toBeNull();
    const logged = await t.db
      .select()
      .from(operationLog)
      .where(eq(operationLog.entityId, entry.id))
      .orderBy(operationLog.id);
    expect(logged.map((l) => `${l.fromState}→${l.toState}`)).toEqual(['null→SUBMITTED', 'SUBMITTED→VERIFIED']);
    // A reviewed entry cannot be resubmitted.
    const illegal = await send(R.ledgerResubmit, s.admin, {
      id: entry.id,
      version: shown.version,
      value: 1,
      description: '再次提交',
    });
    expect(illegal.statusCode).toBe(409);
  });

  it('goes back to its submitter when refused, and is resubmitted with the version it was read at', async () => {
    const created = await send(R.ledgerCreate, s.staff, {
      orgId: 'org-d1-s2',
      year: year(),
      itemCode: 'preach_sessions',
      month: month(),
      value: 2,
      description: '社区线下宣讲2场',
      evidence: [await uploadPdf(s.staff)],
    });
    const entry = created.json().data;
    const [item] = await t.db.select().from(verificationItem).where(eq(verificationItem.subjectId, entry.id));
    const refused = await send(V.refuse, s.admin, {
      id: item!.id,
      version: item!.version,
      stage: 'verify',
      reason: '缺少签到表',
    });
    expect(refused.statusCode).toBe(200);
    const back = (await send(R.ledgerDetail, s.staff, { id: entry.id })).json().data;
    expect(back).toMatchObject({ state: 'REFUSED', refuseReason: '缺少签到表' });

    const stale = await send(R.ledgerResubmit, s.staff, {
      id: entry.id,
      version: back.version - 1,
      value: 2,
      description: '补充签到表',
    });
    expect(stale.statusCode).toBe(409);
    const again = await send(R.ledgerResubmit, s.staff, {
      id: entry.id,
      version: back.version,
      value: 2,
      description: '补充签到表',
      evidence: [await uploadPdf(s.staff)],
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ state: 'SUBMITTED', refuseReason: null, description: '补充签到表' });
    expect(again.json().data.evidence).toHaveLength(1);
    const [reopened] = await t.db.select().from(verificationItem).where(eq(verificationItem.subjectId, entry.id));
    expect(reopened).toMatchObject({ state: 'PENDING_VERIFY', round: 2 });
  });

  it('refuses future months and items that take no ledger; lists and opens only its own subtree', async () => {
    const base = {
      orgId: 'org-d1-s1',
      year: year(),
      itemCode: 'preach_sessions',
      month: month(),
      value: 1,
      description: '宣讲一场',
      evidence: [await uploadPdf(s.staff)],
    };
    // A month still to come: seen from January, so the rule is tested in December too.
    const toJanuary = Date.UTC(year(), 0, 15) - china().getTime();
    t.clock.advance(toJanuary);
    try {
      const future = await send(R.ledgerCreate, s.staff, { ...base, month: 2 });
      expect(future.statusCode).toBe(400);
      expect(future.json()).toMatchObject({ data: { field: 'month' }, message: '不能填报未到的月份' });
    } finally {
      t.clock.advance(-toJanuary);
    }
    expect((await send(R.ledgerCreate, s.staff, { ...base, itemCode: 'warning_timely' })).statusCode).toBe(400);
    expect((await send(R.ledgerCreate, s.staff, { ...base, orgId: 'org-d2-s1' })).statusCode).toBe(404);

    const page = (await send(R.ledgerList, s.staff, { year: String(year()) })).json().data;
    expect(page.records.length).toBeGreaterThan(0);
    expect(page.records.every((r: { orgId: string }) => r.orgId.startsWith('org-d1'))).toBe(true);
    // The demo seeds ledger entries for every station, 西山区's among them.
    const [foreign] = await t.db.select().from(ledgerEntry).where(eq(ledgerEntry.orgId, 'org-d2-s1'));
    expect(foreign).toBeDefined();
    expect((await send(R.ledgerDetail, s.staff, { id: foreign!.id })).statusCode).toBe(404);
    const states = (await send(R.ledgerList, s.admin, { year: String(year()), pageSize: '100' })).json().data;
    expect(new Set(states.records.map((r: { state: string }) => r.state))).toEqual(
      new Set(['SUBMITTED', 'VERIFIED', 'REFUSED']),
    );
  });
});
