import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWithin, openFigureCity, totalsOf } from '../../testing/metric-figures.ts';
import { controlVisitFigure } from './people-control.figures.ts';
import { controlTask } from './people-control.table.ts';

let city: Awaited<ReturnType<typeof openFigureCity>>;
beforeAll(async () => {
  city = await openFigureCity();
}, 180_000);
afterAll(() => city.close());

describe('people control’s figures', () => {
  it('走访率: every visit period of the area due so far but cancelled ones, done when its visit was approved', async () => {
    const { db, scope } = city;
    const tasks = (await db.select().from(controlTask)).filter(
      (task) => task.orgPath.startsWith(scope.orgPath) && isWithin(task.dueAt, scope) && task.dueAt <= scope.now,
    );
    const due = tasks.filter((task) => task.state !== 'CANCELLED');
    const approved = due.filter((task) => task.state === 'APPROVED');
    // The area holds periods in several states, so a wrong state in the figure changes it.
    expect(approved.length).toBeGreaterThan(0);
    expect(approved.length).toBeLessThan(due.length);
    expect(await totalsOf(db, controlVisitFigure, scope)).toEqual({
      rows: due.length,
      num: approved.length,
      den: due.length,
    });
  });
});
