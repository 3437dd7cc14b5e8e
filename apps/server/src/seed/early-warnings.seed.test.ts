import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { createLocalFileStorage } from '../features/file/index.ts';
import {
  buildDemoWarnings,
  DEMO_COMMUNITY_ID,
  idCheckDigit,
  isValidIdNumber,
  type SeedOrg,
} from './early-warnings.seed.ts';
import { circleMembersOf } from './protection-circles.seed.ts';
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
  it('computes the GB 11643 check digit', () => {
    expect(idCheckDigit('11010519491231002')).toBe('X');
    expect(isValidIdNumber('11010519491231002X')).toBe(true);
    expect(isValidIdNumber('110105194912310021')).toBe(false);
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
    database = await openDatabase({});
    await migrate(database);
    await seedDemoData(database.db, createLocalFileStorage(await mkdtemp(path.join(tmpdir(), 'afp-seed-'))), {
      warnings: 3000,
      now,
    });
  });
  afterAll(() => database.close());

  it('has valid ID numbers, 1xx phones and 62… cards (Luhn)', async () => {
    const warnings = await rows<{
      victim_id_number: string | null;
      victim_phone: string;
      victim_bank_card: string | null;
    }>('select victim_id_number, victim_phone, victim_bank_card from early_warning');
    expect(warnings.length).toBe(3010);
    for (const w of warnings) {
      if (w.victim_id_number) expect(isValidIdNumber(w.victim_id_number), w.victim_id_number).toBe(true);
      expect(w.victim_phone).toMatch(/^1[3-9]\d{9}$/);
      if (w.victim_bank_card) {
        expect(w.victim_bank_card).toMatch(/^62\d{17}$/);
        expect(luhnOk(w.victim_bank_card)).toBe(true);
      }
    }
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
    const [logsMissing] = await rows<{ n: number }>(
      `select count(*)::int n from warning_assignment a where a.version <> (select count(*) from operation_log l where l.entity_type = 'warning_assignment' and l.entity_id = a.id)`,
    );
    expect(logsMissing?.n).toBe(0);
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
});
