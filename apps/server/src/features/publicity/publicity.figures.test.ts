import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  expectRateTotals,
  expectSomeNotAll,
  guardTotalsOf,
  isWithin,
  useFigureCity,
} from '../../testing/metric-figures.ts';
import { casePublicityFigure, casePublicityGuardFigure, publicityRecordsFigure } from './publicity.figures.ts';
import { casePublicity, publicityRecord } from './publicity.table.ts';

// Two cases of the area in the period: one past due still open, its copy verified an hour ago.
const city = useFigureCity(async ({ db, scope }) => {
  const [open] = (await db.select().from(casePublicity))
    .filter((row) => row.orgPath.startsWith(scope.orgPath) && isWithin(row.dueAt, scope) && row.dueAt <= scope.now)
    .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
  await db.update(casePublicity).set({ state: 'PENDING', verifiedAt: null }).where(eq(casePublicity.id, open!.id));
  const verifiedAt = new Date(scope.now.getTime() - 3600_000);
  await db
    .insert(casePublicity)
    .values({ ...open!, id: `${open!.id}-copy`, warningId: `${open!.warningId}-copy`, state: 'VERIFIED', verifiedAt });
});

describe('publicity’s figures', () => {
  it('一案一宣完成率: the area’s cases due in the period so far (or verified early); done once verified', async () => {
    const { db, scope } = city();
    const counted = (await db.select().from(casePublicity)).filter(
      (row) =>
        row.orgPath.startsWith(scope.orgPath) &&
        isWithin(row.dueAt, scope) &&
        (row.state === 'VERIFIED' || row.dueAt <= scope.now),
    );
    const verified = counted.filter((row) => row.state === 'VERIFIED');
    await expectRateTotals(db, casePublicityFigure, scope, counted, verified);
  });

  it('on the leaderboard: verified records and cases earn points; the period’s records and due cases are done once verified', async () => {
    const { db, scope } = city();
    const inArea = (row: { orgPath: string }) => row.orgPath.startsWith(scope.orgPath);
    const records = (await db.select().from(publicityRecord)).filter((row) => isWithin(row.occurredAt, scope));
    const cases = await db.select().from(casePublicity);
    const figures = [
      {
        figure: publicityRecordsFigure,
        events: records.filter((row) => row.state === 'VERIFIED'),
        members: records.filter(inArea),
      },
      {
        figure: casePublicityGuardFigure,
        events: cases.filter((row) => row.state === 'VERIFIED' && isWithin(row.verifiedAt, scope)),
        members: cases.filter((row) => inArea(row) && isWithin(row.dueAt, scope)),
      },
    ];
    for (const { figure, events, members } of figures) {
      const done = members.filter((row) => row.state === 'VERIFIED');
      expectSomeNotAll(done, members);
      expect(await guardTotalsOf(db, figure, scope, scope.orgPath)).toEqual({
        events: events.length,
        members: members.length,
        done: done.length,
      });
    }
  });
});
