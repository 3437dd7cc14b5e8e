import {
  BULLETIN_ENDPOINTS as B,
  chinaDayStart,
  chinaDayOf,
  chinaPeriodOf,
  addChinaDays,
  type BulletinDetail,
  type BulletinLine,
  type BulletinRecord,
} from '@afp/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casePublicity, caseBulletin, mail, mailReceipt, org, warningFeedback } from '../../db/schema.ts';
import { newId } from '../../secrets.ts';
import { signIn } from '../../testing/access-callers.ts';
import { COMMUNITY } from '../../testing/demo-orgs.ts';
import { send } from '../../testing/requests.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { createWarning } from '../../testing/warning-factory.ts';
import { createFraudTypeDictionary } from '../early-warning/index.ts';
import { createSystemMail } from '../mail/index.ts';
import { createOperationLog } from '../operation-log/index.ts';
import { createCasePublicityOpener } from '../publicity/index.ts';
import { createBulletinIssue } from './bulletin-issue.ts';
import { createBulletinRepository } from './bulletin.repository.ts';

/**
 * 发案通报 (issue 26 item 3) on a real database: the Monday job issues last week's bulletin once,
 * its figures are the plain aggregate of the cases, it goes out as a 公文 to every district and
 * station, and each case's 一案一宣 task exists once.
 */
let t: Awaited<ReturnType<typeof buildTestApp>>;
const s = {} as Record<'centre' | 'district' | 'station' | 'guard' | 'teamAdmin' | 'partner', string>;
const VICTIM = { victimName: '通报甲', victimPhone: '13912345678', victimIdNumber: '110101199001061234' };
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await buildTestApp();
});
/** Sessions at the clock's time (the test moves it a week on first). */
async function signInAll() {
  s.centre = await signIn(t.app, 'centreOa');
  s.district = await signIn(t.app, 'districtOa');
  s.station = await signIn(t.app, 'stationOa');
  s.guard = await signIn(t.app, 'guard', t.clock);
  s.teamAdmin = await signIn(t.app, 'teamAdmin', t.clock);
  s.partner = await signIn(t.app, 'partner');
}
afterAll(() => t.close());

const issueJob = () => {
  const operationLog = createOperationLog({ db: t.db, clock: t.clock });
  const notifier = { notify: async () => {} };
  return createBulletinIssue({
    db: t.db,
    clock: t.clock,
    repository: createBulletinRepository({ db: t.db }),
    fraudTypes: createFraudTypeDictionary({ db: t.db, clock: t.clock }),
    mail: createSystemMail({ db: t.db, clock: t.clock, operationLog, notifier }),
    openCasePublicity: createCasePublicityOpener({ db: t.db, clock: t.clock, operationLog }),
  });
};

/** A case: a warning of `orgId` with a final feedback saying defrauded with `amount` lost at `at`. */
async function caseAt(orgId: string, at: Date, amount: string, fraudTypeCode: string | null = 'REBATE_TASK') {
  const { warningId, assignmentId } = await createWarning(t.db, {
    orgId,
    state: 'HANDLING',
    fraudTypeCode,
    pushedAt: new Date(at.getTime() - HOUR),
    ...VICTIM,
  });
  await feedbackAt(warningId, assignmentId, orgId, at, amount, 1, fraudTypeCode);
  return { warningId, assignmentId };
}
async function feedbackAt(
  warningId: string,
  assignmentId: string,
  orgId: string,
  at: Date,
  amount: string,
  round: number,
  fraudTypeCode: string | null = 'REBATE_TASK',
) {
  await t.db.insert(warningFeedback).values({
    id: newId(),
    assignmentId,
    warningId,
    round,
    channels: ['phone'],
    contactTarget: 'self',
    connected: true,
    defrauded: 'YES',
    dissuasion: 'FAILED',
    fraudTypeCode,
    amountLost: amount,
    isFinal: true,
    orgId,
    createdBy: 'test',
    createdByName: '测试',
    createdAt: at,
  });
}

/** The plain aggregate: each warning at its first final feedback with a loss, counted in [from, to) by `key`. */
async function plain(by: 'org' | 'type', from: Date, to: Date) {
  const key = by === 'org' ? sql`a.org_id` : sql`coalesce(f.fraud_type_code, a.fraud_type_code, 'OTHER')`;
  const rows = await t.db.execute<{ key: string; cases: number; lost: string }>(sql`
    with first as (
      select distinct on (f.warning_id) f.warning_id, f.created_at, f.amount_lost, ${key} as key
      from warning_feedback f join warning_assignment a on a.id = f.assignment_id
      where f.is_final and f.defrauded = 'YES' and f.amount_lost > 0
      order by f.warning_id, f.created_at, f.id)
    select key, count(*)::int as cases, sum(amount_lost)::numeric(14,2)::text as lost from first
    where created_at >= ${from.toISOString()} and created_at < ${to.toISOString()} group by key`);
  return new Map(rows.rows.map((row) => [row.key, { cases: Number(row.cases), lost: row.lost }]));
}

const linesBy = (lines: BulletinLine[]) => new Map(lines.map((line) => [line.key, line]));

describe('the weekly case bulletin 发案通报', () => {
  // The week the test reports: the one holding the seed's end (its Monday), and the week before it.
  const now0 = () => t.clock.now();
  let week: { from: Date; to: Date; previousFrom: Date };
  let issued: BulletinDetail;
  const cases: Record<string, string> = {};

  beforeAll(async () => {
    const current = chinaPeriodOf(now0(), 'week');
    week = {
      from: current.from,
      to: current.to,
      previousFrom: chinaDayStart(addChinaDays(chinaDayOf(current.from), -7)),
    };
    const day = (offset: number, hour = 10) => new Date(week.from.getTime() + offset * 24 * HOUR + hour * HOUR);
    // This week: own 3 (two types), neighbour none, other district 1; last week: own 1, neighbour 2.
    cases.own1 = (await caseAt(COMMUNITY.own.id, day(0), '1000.50')).warningId;
    cases.own2 = (await caseAt(COMMUNITY.own.id, day(2), '200', 'INVEST_STOCK')).warningId;
    cases.own3 = (await caseAt(COMMUNITY.own.id, day(6, 23), '300.25')).warningId;
    cases.far1 = (await caseAt(COMMUNITY.otherDistrict.id, day(4), '5000', null)).warningId;
    cases.ownLast = (await caseAt(COMMUNITY.own.id, day(-3), '700')).warningId;
    cases.nbLast1 = (await caseAt(COMMUNITY.neighbour.id, day(-7, 0), '10')).warningId;
    cases.nbLast2 = (await caseAt(COMMUNITY.neighbour.id, day(-1), '20', 'INVEST_STOCK')).warningId;
    // A redo after a return: reported last week, again this week — one case, last week's.
    const redo = await caseAt(COMMUNITY.neighbour.id, day(-2), '999');
    await feedbackAt(redo.warningId, redo.assignmentId, COMMUNITY.neighbour.id, day(1), '999', 2);
    // Outside both weeks, and just past the week's end: not counted.
    await caseAt(COMMUNITY.own.id, day(-8), '123');
    await caseAt(COMMUNITY.own.id, day(7, 0), '456');
    // One case's task opened already (by the feedback's hook in real life).
    await t.db.transaction((tx) =>
      createCasePublicityOpener({
        db: t.db,
        clock: t.clock,
        operationLog: createOperationLog({ db: t.db, clock: t.clock }),
      })(
        tx,
        {
          warningId: cases.own1!,
          orgId: COMMUNITY.own.id,
          fraudTypeCode: 'REBATE_TASK',
          amountLost: '1000.50',
          caseAt: day(0),
        },
        { loginType: 'system', id: 'test', orgId: COMMUNITY.own.id },
      ),
    );
    await t.db.delete(caseBulletin).where(eq(caseBulletin.weekStart, week.from));
    // Next Monday, 07:59 China time: not due yet.
    t.clock.advance(week.to.getTime() + 8 * HOUR - 60_000 - now0().getTime());
    expect(await issueJob().run()).toBe(0);
    t.clock.advance(2 * 60_000);
    // Two processes at once, then a rerun: one bulletin.
    const runs = await Promise.all([issueJob().run(), issueJob().run()]);
    expect(runs.sort()).toEqual([0, 1]);
    expect(await issueJob().run()).toBe(0);
    await signInAll();
    const [row] = await t.db.select().from(caseBulletin).where(eq(caseBulletin.weekStart, week.from));
    const answer = await send(t.app, B.info, { as: s.centre, query: { id: row!.id } });
    expect(answer.statusCode).toBe(200);
    issued = answer.json().data;
  });

  it('is one bulletin per ISO week, numbered by it', async () => {
    const rows = await t.db.select().from(caseBulletin).where(eq(caseBulletin.weekStart, week.from));
    expect(rows).toHaveLength(1);
    expect(issued.weekKey).toMatch(/^\d{4}-W\d{2}$/);
    expect(issued.bulletinNo).toBe(`${issued.weekKey.slice(0, 4)}年第${Number(issued.weekKey.slice(6))}期`);
    expect(issued.weekStart).toBe(chinaDayOf(week.from));
    expect(issued.weekEnd).toBe(addChinaDays(chinaDayOf(week.from), 6));
  });

  it('counts each community and fraud type as the plain aggregate of the cases, beside the week before', async () => {
    const figures = issued.figures;
    for (const [by, lines] of [
      ['org', figures.byCommunity],
      ['type', figures.byFraudType],
    ] as const) {
      const current = await plain(by, week.from, week.to);
      const previous = await plain(by, week.previousFrom, week.from);
      const shown = linesBy(lines);
      expect(new Set(shown.keys())).toEqual(new Set([...current.keys(), ...previous.keys()]));
      for (const [key, line] of shown) {
        expect([key, line.cases, line.amountLost]).toEqual([
          key,
          current.get(key)?.cases ?? 0,
          current.get(key)?.lost ?? '0.00',
        ]);
        expect([key, line.previousCases, line.previousAmountLost]).toEqual([
          key,
          previous.get(key)?.cases ?? 0,
          previous.get(key)?.lost ?? '0.00',
        ]);
      }
    }
    const own = linesBy(figures.byCommunity).get(COMMUNITY.own.id)!;
    expect(own).toMatchObject({ name: expect.any(String), area: '东湖区分局' });
    expect(own.cases - own.previousCases).toBeGreaterThanOrEqual(2);
    const total = await plain('org', week.from, week.to);
    expect(figures.total.cases).toBe([...total.values()].reduce((n, v) => n + v.cases, 0));
    expect(issued.cases).toBe(figures.total.cases);
  });

  it('names no victim', async () => {
    const [row] = await t.db
      .select()
      .from(mail)
      .where(eq(mail.id, (await bulletinRow()).mailId!));
    const text = JSON.stringify(issued) + row!.body + row!.title;
    for (const value of Object.values(VICTIM)) expect(text).not.toContain(value);
  });

  it('goes out as a numbered 公文 from the centre to every district and station, nowhere else', async () => {
    const row = await bulletinRow();
    const [sent] = await t.db.select().from(mail).where(eq(mail.id, row.mailId!));
    expect(sent).toMatchObject({ senderOrgId: 'org-centre', state: 'SENT', docNumber: issued.docNumber });
    expect(sent!.title).toContain(issued.bulletinNo);
    const receivers = await t.db
      .select({ level: org.level })
      .from(mailReceipt)
      .innerJoin(org, eq(org.id, mailReceipt.orgId))
      .where(eq(mailReceipt.mailId, sent!.id));
    // 区县分局 and 街道/派出所 (station level), partners aside.
    const offices = await t.db
      .select()
      .from(org)
      .where(and(inArray(org.level, [2, 3]), ne(org.kind, 'partner')));
    expect(receivers).toHaveLength(offices.length);
    expect(receivers.every((r) => r.level === 2 || r.level === 3)).toBe(true);
  });

  it("opens each of the week's cases' 一案一宣 task once, none for last week's", async () => {
    const ids = [cases.own1!, cases.own2!, cases.own3!, cases.far1!];
    const tasks = await t.db.select().from(casePublicity).where(inArray(casePublicity.warningId, ids));
    expect(tasks.map((task) => task.warningId).sort()).toEqual([...ids].sort());
    const last = await t.db
      .select()
      .from(casePublicity)
      .where(inArray(casePublicity.warningId, [cases.ownLast!, cases.nbLast1!]));
    expect(last).toEqual([]);
    expect(issued.communitiesWithTasks).toBeGreaterThanOrEqual(2);
  });

  it('lists and opens for the centre, and for a district and a station it was sent to; nobody else', async () => {
    for (const as of [s.centre, s.district, s.station]) {
      const page = await send(t.app, B.page, { as, query: {} });
      expect(page.statusCode).toBe(200);
      expect((page.json().data.records as BulletinRecord[]).map((r) => r.id)).toContain(issued.id);
      expect((await send(t.app, B.info, { as, query: { id: issued.id } })).statusCode).toBe(200);
    }
    for (const as of [s.guard, s.teamAdmin, s.partner]) {
      expect((await send(t.app, B.page, { as, query: {} })).statusCode).toBe(403);
      expect((await send(t.app, B.info, { as, query: { id: issued.id } })).statusCode).toBe(403);
    }
    // A bulletin whose mail did not reach the district: the centre opens it, the district does not.
    const unsent = { ...(await bulletinRow()), id: newId(), weekKey: '1999-W01', mailId: null };
    await t.db.insert(caseBulletin).values(unsent);
    try {
      expect((await send(t.app, B.info, { as: s.centre, query: { id: unsent.id } })).statusCode).toBe(200);
      expect((await send(t.app, B.info, { as: s.district, query: { id: unsent.id } })).statusCode).toBe(404);
      const page = await send(t.app, B.page, { as: s.district, query: {} });
      expect((page.json().data.records as BulletinRecord[]).map((r) => r.id)).not.toContain(unsent.id);
    } finally {
      await t.db.delete(caseBulletin).where(eq(caseBulletin.id, unsent.id));
    }
  });

  it('exports the bulletin as .xlsx with both breakdowns and the change', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/proxy/api/oa/bulletin/v2/export?id=${issued.id}`,
      headers: { authorization: s.centre },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows: string[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map(String)));
    const own = linesBy(issued.figures.byCommunity).get(COMMUNITY.own.id)!;
    expect(rows).toContainEqual([
      '按社区',
      own.area,
      own.name,
      String(own.cases),
      String(Number(own.amountLost)),
      String(own.previousCases),
      String(Number(own.previousAmountLost)),
      String(own.cases - own.previousCases),
    ]);
    expect(rows.some((row) => row[0] === '按诈骗类型')).toBe(true);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/proxy/api/oa/bulletin/v2/export?id=${issued.id}`,
          headers: { authorization: s.guard },
        })
      ).statusCode,
    ).toBe(403);
  });

  async function bulletinRow() {
    const [row] = await t.db.select().from(caseBulletin).where(eq(caseBulletin.id, issued.id));
    return row!;
  }
});
