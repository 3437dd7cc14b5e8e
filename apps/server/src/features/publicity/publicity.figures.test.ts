import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardTotalsOf, isWithin, openFigureCity, totalsOf } from '../../testing/metric-figures.ts';
import { casePublicityFigure, casePublicityGuardFigure, publicityRecordsFigure } from './publicity.figures.ts';
import { casePublicity, publicityRecord } from './publicity.table.ts';

let city: Awaited<ReturnType<typeof openFigureCity>>;
beforeAll(async () => {
  city = await openFigureCity();
  // Two cases of the area in the period: one past due still open, its copy verified an hour ago.
  const { db, scope } = city;
  const [open] = (await db.select().from(casePublicity))
    .filter((row) => row.orgPath.startsWith(scope.orgPath) && isWithin(row.dueAt, scope) && row.dueAt <= scope.now)
    .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
  await db.update(casePublicity).set({ state: 'PENDING', verifiedAt: null }).where(eq(casePublicity.id, open!.id));
  const verifiedAt = new Date(scope.now.getTime() - 3600_000);
  await db
    .insert(casePublicity)
    .values({ ...open!, id: `${open!.id}-copy`, warningId: `${open!.warningId}-copy`, state: 'VERIFIED', verifiedAt });
}, 180_000);
afterAll(() => city.close());

describe('publicity’s figures', () => {
  it('一案一宣完成率: the area’s cases due in the period so far (or verified early); done once verified', async () => {
    const { db, scope } = city;
    const cases = (await db.select().from(casePublicity)).filter(
      (row) => row.orgPath.startsWith(scope.orgPath) && isWithin(row.dueAt, scope),
    );
    const counted = cases.filter((row) => row.state === 'VERIFIED' || row.dueAt <= scope.now);
    const verified = counted.filter((row) => row.state === 'VERIFIED');
    expect(verified.length).toBeGreaterThan(0);
    expect(verified.length).toBeLessThan(counted.length);
    expect(await totalsOf(db, casePublicityFigure, scope)).toEqual({
      rows: counted.length,
      num: verified.length,
      den: counted.length,
    });
  });

  it('宣防记录 on the leaderboard: verified records earn points; the period’s records are done once verified', async () => {
    const { db, scope } = city;
    const records = (await db.select().from(publicityRecord)).filter((row) => isWithin(row.occurredAt, scope));
    const verified = records.filter((row) => row.state === 'VERIFIED');
    const members = records.filter((row) => row.orgPath.startsWith(scope.orgPath));
    const done = members.filter((row) => row.state === 'VERIFIED');
    expect(done.length).toBeGreaterThan(0);
    expect(done.length).toBeLessThan(members.length);
    expect(await guardTotalsOf(db, publicityRecordsFigure, scope, scope.orgPath)).toEqual({
      events: verified.length,
      members: members.length,
      done: done.length,
    });
  });

  it('一案一宣 on the leaderboard: cases verified in the period earn points; cases due in it are done once verified', async () => {
    const { db, scope } = city;
    const cases = await db.select().from(casePublicity);
    const events = cases.filter((row) => row.state === 'VERIFIED' && isWithin(row.verifiedAt, scope));
    const members = cases.filter((row) => row.orgPath.startsWith(scope.orgPath) && isWithin(row.dueAt, scope));
    const done = members.filter((row) => row.state === 'VERIFIED');
    expect(done.length).toBeGreaterThan(0);
    expect(done.length).toBeLessThan(members.length);
    expect(await guardTotalsOf(db, casePublicityGuardFigure, scope, scope.orgPath)).toEqual({
      events: events.length,
      members: members.length,
      done: done.length,
    });
  });
});
