import { describe, expect, it } from 'vitest';
import { countTotals, isWithin, totalsOf, useFigureCity } from '../../testing/metric-figures.ts';
import { preachSessionsFigure } from './preaching.figures.ts';
import { preachAppointment } from './preaching.table.ts';

const city = useFigureCity();

describe('preaching’s figures', () => {
  it('宣讲场次: the area’s sessions completed in the period, closed ones included, nothing else', async () => {
    const { db, scope } = city();
    const inPeriod = (await db.select().from(preachAppointment)).filter(
      (appointment) => appointment.orgPath.startsWith(scope.orgPath) && isWithin(appointment.completedAt, scope),
    );
    const held = inPeriod.filter((appointment) => appointment.state === 'COMPLETED' || appointment.state === 'CLOSED');
    expect(new Set(held.map((appointment) => appointment.state)).size).toBe(2);
    expect(await totalsOf(db, preachSessionsFigure, scope)).toEqual(countTotals(held));
  });
});
