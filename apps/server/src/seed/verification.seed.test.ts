import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { createLocalFileStorage } from '../features/file/index.ts';
import { openTestDatabase } from '../testing/test-app.ts';
import { seedDemoData } from './seed.ts';
import { buildDemoVerification, type Coverage, type SubmittedVisit } from './verification.seed.ts';

const coverage: Coverage[] = [
  { groupId: 'vg-east', kind: 'verify', orgPath: '/org-centre/org-d1/', sort: 1, name: '东湖区核查组' },
  { groupId: 'rvg-city', kind: 're_verify', orgPath: '/org-centre/org-d1/', sort: 1, name: '市级复核组' },
];
const NOW = new Date('2026-03-02T08:00:00Z');
const visit = (i: number, taskState: 'SUBMITTED' | 'RETURNED', district = 'org-d1'): SubmittedVisit => ({
  taskId: `t-${i}`,
  taskState,
  returnReason: taskState === 'RETURNED' ? '照片不清晰' : null,
  orgId: `${district}-s1-c1`,
  orgPath: `/org-centre/${district}/${district}-s1/${district}-s1-c1/`,
  personName: '张三',
  label: 'CARD_TRADE',
  submittedBy: 'g-1',
  submittedByName: '李卫士',
  submittedAt: new Date('2026-03-01T08:00:00Z'),
});
const visits = [0, 1, 2, 3]
  .map((i) => visit(i, 'SUBMITTED'))
  .concat([visit(4, 'RETURNED'), visit(5, 'SUBMITTED', 'org-d3')]);

describe('demo verification items', () => {
  const demo = buildDemoVerification(visits, coverage, NOW);

  it('is the same on every run', () => {
    expect(buildDemoVerification(visits, coverage, NOW)).toEqual(demo);
  });

  it('verifies a visit handed in just now no later than the seed runs', () => {
    const fresh = { ...visit(0, 'SUBMITTED'), submittedAt: new Date(NOW.getTime() - 30 * 60_000) };
    const [item] = buildDemoVerification([fresh], coverage, NOW).items;
    expect(item).toMatchObject({ state: 'PENDING_REVIEW', verifiedAt: NOW });
  });

  it('has items waiting at each stage and a refused one with its reason', () => {
    expect(new Set(demo.items.map((i) => i.state))).toEqual(new Set(['PENDING_VERIFY', 'PENDING_REVIEW', 'REFUSED']));
    expect(demo.items.find((i) => i.state === 'REFUSED')).toMatchObject({
      refuseReason: '照片不清晰',
      refusedStage: 'verify',
    });
  });

  it('assigns the covering groups and leaves uncovered districts to administrators', () => {
    expect(demo.items[0]).toMatchObject({ verifyGroupId: 'vg-east', reviewGroupId: 'rvg-city' });
    expect(demo.items.at(-1)).toMatchObject({ verifyGroupId: null, state: 'PENDING_VERIFY' });
  });

  it('logs every seeded move of every item', () => {
    const moved = demo.items.filter((i) => i.state !== 'PENDING_VERIFY').length;
    expect(demo.logs).toHaveLength(demo.items.length + moved);
  });
});

describe('the seeded verification items', { timeout: 180_000 }, () => {
  let database: Database;
  const now = new Date();
  beforeAll(async () => {
    database = await openTestDatabase();
    await migrate(database);
    await seedDemoData(database.db, createLocalFileStorage(await mkdtemp(path.join(tmpdir(), 'afp-seed-'))), {
      warnings: 300,
      now,
    });
  }, 180_000);

  it('happened in the past: no item, report or their log is dated after the seed ran', async () => {
    const { rows } = await database.db.execute<{ what: string; n: number }>(sql`
      select what, count(*)::int as n from (
        select i.kind as what, greatest(i.submitted_at, i.verified_at, i.reviewed_at, i.updated_at) as at
          from verification_item i
        union all
        select 'report_submission', greatest(s.created_at, s.first_submitted_at, s.submitted_at, s.verified_at, s.updated_at)
          from report_submission s
        union all
        select 'log ' || l.entity_type, l.created_at from operation_log l
          where l.entity_type in ('verification_item', 'report_submission')
      ) t where at > ${now.toISOString()}::timestamptz group by what order by what`);
    expect(rows).toEqual([]);
  });
  afterAll(() => database.close());

  it('obey the rule: nobody verifies or reviews what he submitted, no verifier reviews, reviewers are members', async () => {
    const { rows } = await database.db.execute<{ kind: string; n: number }>(sql`
      select i.kind, count(*)::int as n from verification_item i
      where (i.submitter_type = 'oa' and i.submitter_id in (i.verified_by, i.reviewed_by))
        or i.verified_by = i.reviewed_by
        or (i.reviewed_by is not null and i.state = 'REVIEWED' and not exists (
          select 1 from verify_group_member m where m.group_id = i.review_group_id and m.account_id = i.reviewed_by))
      group by i.kind order by i.kind`);
    expect(rows).toEqual([]);
    const { rows: reviewed } = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from verification_item where state = 'REVIEWED'`,
    );
    expect(reviewed[0]!.n).toBeGreaterThan(0);
  });
});
