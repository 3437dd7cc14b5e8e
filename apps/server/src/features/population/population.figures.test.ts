import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { rebuildResidentFigures, residentCountsIn, residentsIn } from './population.figures.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
}, 180_000);
afterAll(() => t.close());

type Count = { org_path: string; n: number };
const byPath = (rows: Count[]) =>
  rows.map((r) => ({ org_path: r.org_path, n: Number(r.n) })).sort((a, b) => a.org_path.localeCompare(b.org_path));

/** The kept counts and a count of the raw rows, per organisation of the area. */
async function both(db: Db, area: string) {
  const [kept, counted] = await Promise.all([
    db.execute<Count>(sql`select k.org_path, k.residents as n from (${residentCountsIn(area)}) k`),
    db.execute<Count>(sql`select r.org_path, count(*)::int as n from (${residentsIn(area)}) r group by 1`),
  ]);
  return { kept: byPath(kept.rows), counted: byPath(counted.rows) };
}

describe('residents per organisation (resident_figure)', () => {
  it('equal the residents counted, for the city and a district, in several communities', async () => {
    for (const area of ['/', '/org-centre/org-d1/']) {
      const { kept, counted } = await both(t.db, area);
      expect(kept).toEqual(counted);
    }
    expect((await both(t.db, '/')).kept.length).toBeGreaterThan(2);
  });

  it('move with residents added, moved and removed, in the writer’s transaction, and equal a rebuild', async () => {
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`insert into resident (id, org_id, org_path, name, phone_masked, id_number_masked, phone_key,
          id_number_key, registered_at, updated_at)
        select 'copy-' || id, org_id, org_path, name, phone_masked, id_number_masked, phone_key || 'x', id_number_key || 'x',
          registered_at, updated_at
        from resident order by id limit 5`);
      await tx.execute(sql`update resident set org_path = (select path from org where id = 'org-d2-s1-c1'), org_id = 'org-d2-s1-c1'
        where id in (select id from resident where org_path not like '%org-d2-s1-c1/' order by id desc limit 3)`);
      await tx.execute(sql`update resident set tags = '{}' where id in (select id from resident order by id limit 4)`);
      await tx.execute(sql`delete from resident where id in (select id from resident order by id desc limit 2)`);
      const { kept, counted } = await both(tx, '/');
      expect(kept).toEqual(counted);
    });
    const before = (await both(t.db, '/')).kept;
    await rebuildResidentFigures(t.db);
    expect((await both(t.db, '/')).kept).toEqual(before);
  });
});
