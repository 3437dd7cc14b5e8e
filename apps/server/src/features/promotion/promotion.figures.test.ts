import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  countTotals,
  expectSomeNotAll,
  guardTotalsOf,
  isWithin,
  totalsOf,
  useFigureCity,
} from '../../testing/metric-figures.ts';
import { resident } from '../population/index.ts';
import { registrationsFigure, spreadFigure } from './promotion.figures.ts';
import { spreadUser } from './promotion.table.ts';

// A resident of the area registered through a code in the period (a counted registration of the period takes her phone).
const city = useFigureCity(async ({ db, scope }) => {
  const registrations = await db.select().from(spreadUser);
  const taken = new Set(registrations.map((row) => row.phoneKey));
  const unregistered = (await db.select().from(resident)).find(
    (row) => row.orgPath.startsWith(scope.orgPath) && !taken.has(row.phoneKey),
  );
  const registration = registrations.find((row) => row.counted && isWithin(row.createdAt, scope));
  await db.update(spreadUser).set({ phoneKey: unregistered!.phoneKey }).where(eq(spreadUser.id, registration!.id));
});

describe('promotion’s figures', () => {
  it('反诈APP注册数: the area’s registrations of the period counted city-wide once, repeats left out', async () => {
    const { db, scope } = city();
    const registrations = (await db.select().from(spreadUser)).filter(
      (row) => row.orgPath.startsWith(scope.orgPath) && isWithin(row.createdAt, scope),
    );
    const counted = registrations.filter((row) => row.counted);
    expect(counted.length).toBeGreaterThan(0);
    expect(await totalsOf(db, registrationsFigure, scope)).toEqual(countTotals(counted));
  });

  it('推广用户 on the leaderboard: counted registrations earn points; the area’s residents are done once registered', async () => {
    const { db, scope } = city();
    const spread = (await db.select().from(spreadUser)).filter((row) => row.counted && isWithin(row.createdAt, scope));
    const registered = new Set(spread.map((row) => row.phoneKey));
    const residents = (await db.select().from(resident)).filter((row) => row.orgPath.startsWith(scope.orgPath));
    const done = residents.filter((row) => registered.has(row.phoneKey));
    expectSomeNotAll(done, residents);
    expect(await guardTotalsOf(db, spreadFigure, scope, scope.orgPath)).toEqual({
      events: spread.length,
      members: residents.length,
      done: done.length,
    });
  });
});
