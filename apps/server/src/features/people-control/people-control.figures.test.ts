import { describe, expect, it } from 'vitest';
import { expectSomeNotAll, isWithin, rateTotals, totalsOf, useFigureCity } from '../../testing/metric-figures.ts';
import { controlVisitFigure } from './people-control.figures.ts';
import { controlTask } from './people-control.table.ts';

const city = useFigureCity();

describe('people control’s figures', () => {
  it('走访率: every visit period of the area due so far but cancelled ones, done when its visit was approved', async () => {
    const { db, scope } = city();
    const due = (await db.select().from(controlTask)).filter(
      (task) =>
        task.orgPath.startsWith(scope.orgPath) &&
        isWithin(task.dueAt, scope) &&
        task.dueAt <= scope.now &&
        task.state !== 'CANCELLED',
    );
    const approved = due.filter((task) => task.state === 'APPROVED');
    expectSomeNotAll(approved, due);
    expect(await totalsOf(db, controlVisitFigure, scope)).toEqual(rateTotals(due, approved));
  });
});
