import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isIdNumber, RETURN_VISIT_VERDICTS, type ReturnVisitVerdict } from '@afp/contract';
import type { Database } from '../db/client.ts';
import { earlyWarning, warningAssignment } from '../db/schema.ts';
import { migrate } from '../db/migrate.ts';
import { createLocalFileStorage } from '../features/file/index.ts';
import { openTestDatabase } from '../testing/test-app.ts';
import { createPersonKey, DEV_PERSON_KEY_SECRET } from '../core/personal-data.ts';
import { buildDemoWarnings, DEMO_COMMUNITY_ID, demoIdNumber, type SeedOrg } from './early-warnings.seed.ts';
import { circleMembersOf } from './protection-circles.seed.ts';
import { seededRandom } from './random.ts';
import { seedDemoData } from './seed.ts';

const luhnOk = (card: string) =>
  [...card].reverse().reduce((sum, ch, i) => {
    let d = Number(ch);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    return sum + d;
  }, 0) %
    10 ===
  0;

describe('demo warning data', () => {
  it('draws ID numbers valid by GB 11643 for every birth year the seed uses', () => {
    const random = seededRandom(7);
    const drawn = Array.from({ length: 2000 }, (_, i) => demoIdNumber(random, i % 7, 1942 + (i % 65), i % 2 === 0));
    expect(drawn.filter((id) => !isIdNumber(id))).toEqual([]);
    expect(new Set(drawn.map((id) => id[17])).size).toBe(11);
  });

  it('is a pure function of seed and now', () => {
    const orgs: SeedOrg[] = [
      { id: 'org-d1-s1', path: '/c/org-d1/org-d1-s1/', name: '湖滨街道', kind: 'street', parentId: 'org-d1' },
      ...['c1', 'c2', 'c3'].map((c) => ({
        id: `org-d1-s1-${c}`,
        path: `/c/org-d1/org-d1-s1/org-d1-s1-${c}/`,
        name: `湖滨${c}社区`,
        kind: 'community',
        parentId: 'org-d1-s1',
      })),
    ];
    const guards = orgs.flatMap((o, i) => [
      { id: `g${i}-admin`, name: '王队长', orgId: o.id, roleType: 3 },
      { id: `g${i}`, name: '李卫士', orgId: o.id, roleType: 1 },
    ]);
    const now = new Date('2025-06-01T08:00:00Z');
    const build = () => buildDemoWarnings({ orgs, guards, count: 400, now, circleOf: (p) => circleMembersOf(p, now) });
    expect(build()).toEqual(build());
  });
});

describe('seeded demo city with warnings', () => {
  let database: Database;
  const now = new Date();
  const rows = async <T>(query: string) => (await database.db.execute(sql.raw(query))).rows as T[];

  beforeAll(async () => {
    database = await openTestDatabase();
    await migrate(database);
    await seedDemoData(database.db, createLocalFileStorage(await mkdtemp(path.join(tmpdir(), 'afp-seed-'))), {
      warnings: 3000,
      now,
    });
  });
  afterAll(() => database.close());

  it('has valid ID numbers, 1xx phones and 62… cards (Luhn)', async () => {
    // Through drizzle: the numbers are sealed at rest (db/columns.ts) and opened on reading.
    const warnings = await database.db
      .select({
        victim_id_number: earlyWarning.victimIdNumber,
        victim_phone: earlyWarning.victimPhone,
        victim_bank_card: earlyWarning.victimBankCard,
      })
      .from(earlyWarning);
    // The city's 3,000, the demo community's 10 fresh ones and its one waiting for a 2nd attempt.
    expect(warnings.length).toBe(3011);
    const idNumbers = warnings.flatMap((w) => (w.victim_id_number ? [w.victim_id_number] : []));
    const cards = warnings.flatMap((w) => (w.victim_bank_card ? [w.victim_bank_card] : []));
    // Most victims come with an ID number and a card: the checks below are over thousands of values.
    expect(idNumbers.length).toBeGreaterThan(2000);
    expect(cards.length).toBeGreaterThan(500);
    expect(idNumbers.filter((id) => !isIdNumber(id, now))).toEqual([]);
    expect(warnings.filter((w) => !/^1[3-9]\d{9}$/.test(w.victim_phone ?? ''))).toEqual([]);
    expect(cards.filter((card) => !/^62\d{17}$/.test(card) || !luhnOk(card))).toEqual([]);
  });

  it('covers every state, level, source and kind, with duplicates and transfers', async () => {
    const states = (await rows<{ state: string }>('select distinct state from warning_assignment')).map((r) => r.state);
    expect(states).toEqual(
      expect.arrayContaining([
        'PENDING_SIGN',
        'HANDLING',
        'WAITING_SECOND_FEEDBACK',
        'FED_BACK',
        'CLOSED',
        'TRANSFERRED',
        'MERGED',
      ]),
    );
    expect(await rows('select distinct level from warning_assignment')).toHaveLength(4);
    expect(await rows('select distinct source from early_warning')).toHaveLength(8);
    expect(await rows('select distinct kind from early_warning')).toHaveLength(3);
    const [dups] = await rows<{ n: number }>(
      'select count(*)::int n from early_warning where duplicate_of_id is not null',
    );
    expect(dups?.n).toBeGreaterThan(0);
    const [accepted] = await rows<{ n: number }>(
      `select count(*)::int n from warning_transfer t join warning_assignment r on r.id = t.to_assignment_id
       join warning_assignment s on s.id = t.from_assignment_id where t.status = 'ACCEPTED' and s.state = 'TRANSFERRED' and r.hop = 1`,
    );
    expect(accepted?.n).toBeGreaterThan(0);
  });

  it('keeps feedbacks, timestamps and the operation log consistent with the states', async () => {
    const [bad] = await rows<{ n: number }>(
      `select count(*)::int n from warning_assignment a where
         (a.state in ('FED_BACK','CLOSED') and (a.fed_back_at is null or not exists (select 1 from warning_feedback f where f.assignment_id = a.id and f.is_final)))
      or (a.state = 'CLOSED' and a.closed_at is null)
      or (a.signed_at is not null and a.signed_at < a.created_at)
      or (a.fed_back_at is not null and a.fed_back_at < a.signed_at)
      or (a.fed_back_at > now()) or (a.pushed_at > now())`,
    );
    expect(bad?.n).toBe(0);
    const [defraudedWithoutTime] = await rows<{ n: number }>(
      "select count(*)::int n from warning_feedback where defrauded = 'YES' and fraud_time is null",
    );
    expect(defraudedWithoutTime?.n).toBe(0);
    // Each move bumps the version and logs once; notes that move nothing ride beside the moves: a visit's
    // checklist line and the carrier's help asked and answered (运营商协助).
    const [logsMissing] = await rows<{ n: number }>(
      `select count(*)::int n from warning_assignment a where a.version <> (select count(*) from operation_log l
         where l.entity_type = 'warning_assignment' and l.entity_id = a.id
           and l.action not in ('feedback.visitChecklist', 'carrier_assist.ask', 'carrier_assist.answer'))`,
    );
    const [checklistLines] = await rows<{ n: number; visits: number }>(
      `select (select count(*)::int from operation_log where action = 'feedback.visitChecklist') n,
         (select count(*)::int from warning_feedback where visit_checklist is not null) visits`,
    );
    expect(checklistLines?.n).toBe(checklistLines?.visits);
    expect(logsMissing?.n).toBe(0);
  });

  it('gives the demo guard a victim not reached, waiting for the 2nd attempt (待再次联系（第 1 次）)', async () => {
    const waiting = await database.db
      .select()
      .from(warningAssignment)
      .where(and(eq(warningAssignment.orgId, DEMO_COMMUNITY_ID), eq(warningAssignment.contactAttempts, 1)));
    const open = waiting.filter((a) => a.state === 'WAITING_SECOND_FEEDBACK' && a.nextAttemptDue !== null);
    expect(open).toHaveLength(1);
    // 20 minutes ago, the next attempt 30 minutes after it (the default re-contact schedule).
    expect(open[0]!.nextAttemptDue!.getTime()).toBe(now.getTime() + 10 * 60_000);
  });

  it('gives the demo guard fresh warnings with running deadlines, each person with a protection circle', async () => {
    const open = await rows<{ level: number; sign_deadline: Date; has_circle: boolean }>(
      `select level, sign_deadline, exists (select 1 from protection_circle_member m where m.owner_person_key = a.person_key and m.status = 'ACTIVE') has_circle
       from warning_assignment a where org_id = '${DEMO_COMMUNITY_ID}' and state in ('PENDING_SIGN', 'HANDLING', 'WAITING_SECOND_FEEDBACK')`,
    );
    const running = open.filter((a) => new Date(a.sign_deadline) > now);
    expect(running.length).toBeGreaterThanOrEqual(10);
    expect(
      running.some((a) => a.level === 1 && new Date(a.sign_deadline).getTime() - now.getTime() <= 5 * 60_000),
    ).toBe(true);
    expect(open.every((a) => a.has_circle)).toBe(true);
  });

  it("links a person's warnings by one keyed hash of the ID number (else phone), as intake does", async () => {
    // Grouped here: the sealed numbers differ at every sealing, so SQL cannot group them.
    const byPerson = new Map<string, { id_number: string | null; phone: string; keys: string[]; n: number }>();
    const warnings = await database.db
      .select({ idNumber: earlyWarning.victimIdNumber, phone: earlyWarning.victimPhone, key: earlyWarning.personKey })
      .from(earlyWarning);
    for (const w of warnings) {
      const group = w.idNumber ?? `phone:${w.phone}`;
      const person = byPerson.get(group) ?? { id_number: w.idNumber, phone: w.phone ?? '', keys: [], n: 0 };
      if (w.phone && w.phone < person.phone) person.phone = w.phone;
      if (!person.keys.includes(w.key)) person.keys.push(w.key);
      person.n += 1;
      byPerson.set(group, person);
    }
    const people = [...byPerson.values()];
    const repeated = people.filter((p) => p.n > 1);
    expect(repeated.length).toBeGreaterThan(10);
    expect(repeated.filter((p) => p.keys.length !== 1)).toEqual([]);
    const keyOf = createPersonKey(DEV_PERSON_KEY_SECRET);
    for (const p of people.slice(0, 200)) {
      expect(p.keys).toEqual([keyOf({ idNumber: p.id_number, phone: p.phone, name: '' })]);
    }
    const [assignmentsOff] = await rows<{ n: number }>(
      'select count(*)::int n from warning_assignment a join early_warning w on w.id = a.warning_id where a.person_key <> w.person_key',
    );
    expect(assignmentsOff?.n).toBe(0);
  });

  it('gives an assignment the fraud type its latest feedback judged, as the live feedback does', async () => {
    const [typeLost] = await rows<{ n: number }>(
      `select count(*)::int n from warning_assignment a join lateral (
         select f.fraud_type_code from warning_feedback f where f.assignment_id = a.id and f.fraud_type_code is not null
         order by f.round desc limit 1) latest on true
       where a.fraud_type_code is distinct from latest.fraud_type_code`,
    );
    expect(typeLost?.n).toBe(0);
  });

  it('closes every warning with a return-visit verdict, named in its log, mostly effective where someone was reached', async () => {
    const closed = await rows<{ verdict: string | null; remark: string | null; connected: boolean }>(
      `select a.return_visit_verdict verdict, l.remark, f.connected from warning_assignment a
       join operation_log l on l.entity_id = a.id and l.action = 'assignment.close'
       join warning_feedback f on f.assignment_id = a.id and f.is_final
       where a.state = 'CLOSED'`,
    );
    expect(closed.length).toBeGreaterThan(100);
    expect(
      closed.filter((c) => !c.verdict || c.remark !== RETURN_VISIT_VERDICTS[c.verdict as ReturnVisitVerdict]),
    ).toEqual([]);
    const effectiveShare = (reached: boolean) => {
      const group = closed.filter((c) => c.connected === reached);
      return group.filter((c) => c.verdict === 'EFFECTIVE').length / group.length;
    };
    expect(effectiveShare(true)).toBeGreaterThan(0.7);
    expect(effectiveShare(false)).toBeLessThan(0.4);
    const [verdictOpen] = await rows<{ n: number }>(
      "select count(*)::int n from warning_assignment where state <> 'CLOSED' and return_visit_verdict is not null",
    );
    expect(verdictOpen?.n).toBe(0);
  });
});
