import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardTotalsOf, isWithin, openFigureCity, totalsOf } from '../../testing/metric-figures.ts';
import {
  caseRateFigure,
  handledWarningsFigure,
  returnVisitFigure,
  warningTimelyFigure,
} from './early-warning.figures.ts';
import { warningAssignment, warningFeedback, type WarningAssignmentRow } from './early-warning.table.ts';

let city: Awaited<ReturnType<typeof openFigureCity>>;
let assignments: WarningAssignmentRow[];
beforeAll(async () => {
  city = await openFigureCity();
  assignments = (await city.db.select().from(warningAssignment)).filter((row) =>
    row.orgPath.startsWith(city.scope.orgPath),
  );
}, 180_000);
afterAll(() => city.close());

/** A transferred or merged hop is another's assignment, never the handler's. */
const isHeld = (row: WarningAssignmentRow) => row.state !== 'TRANSFERRED' && row.state !== 'MERGED';
const before = (a: Date | null, b: Date | null) => a !== null && b !== null && a <= b;

describe('warnings’ figures', () => {
  it('处置及时率: held assignments pushed in the period, fed back or due; done when signed and fed back in time', async () => {
    const { db, scope } = city;
    const candidates = assignments.filter(
      (row) =>
        isWithin(row.pushedAt, scope) &&
        (row.fedBackAt !== null || before(row.feedbackDeadline ?? row.signDeadline, scope.now)),
    );
    const due = candidates.filter(isHeld);
    const timely = due.filter(
      (row) => before(row.signedAt, row.signDeadline) && before(row.fedBackAt, row.feedbackDeadline ?? row.fedBackAt),
    );
    expect(candidates.length).toBeGreaterThan(due.length); // transferred hops are left out
    expect(timely.length).toBeGreaterThan(0);
    expect(await totalsOf(db, warningTimelyFigure, scope)).toEqual({
      rows: due.length,
      num: timely.length,
      den: due.length,
    });
  });

  it('回访率: held assignments fed back in the period; done when the return visit was effective', async () => {
    const { db, scope } = city;
    const fedBack = assignments.filter((row) => isWithin(row.fedBackAt, scope) && isHeld(row));
    const effective = fedBack.filter((row) => row.returnVisitVerdict === 'EFFECTIVE');
    expect(effective.length).toBeGreaterThan(0);
    expect(effective.length).toBeLessThan(fedBack.length);
    expect(await totalsOf(db, returnVisitFigure, scope)).toEqual({
      rows: fedBack.length,
      num: effective.length,
      den: fedBack.length,
    });
  });

  it('发案数: final feedbacks of the period that found the person defrauded, one each', async () => {
    const { db, scope } = city;
    const inArea = new Set(assignments.map((row) => row.id));
    const finals = (await db.select().from(warningFeedback)).filter(
      (row) => row.isFinal && inArea.has(row.assignmentId) && isWithin(row.createdAt, scope),
    );
    const defrauded = finals.filter((row) => row.defrauded === 'YES');
    expect(defrauded.length).toBeGreaterThan(0);
    expect(defrauded.length).toBeLessThan(finals.length);
    expect(await totalsOf(db, caseRateFigure, scope)).toEqual({ rows: defrauded.length, num: defrauded.length, den: 0 });
  });

  it('处置预警 on the leaderboard: first feedbacks earn points; held assignments are done once fed back', async () => {
    const { db, scope } = city;
    const feedbacks = await db.select().from(warningFeedback);
    const firstFeedbacks = feedbacks.filter((row) => row.round === 1);
    const fedBackIds = new Set(firstFeedbacks.map((row) => row.assignmentId));
    const members = assignments.filter((row) => isWithin(row.pushedAt, scope) && isHeld(row));
    const done = members.filter((row) => fedBackIds.has(row.id));
    expect(done.length).toBeGreaterThan(0);
    expect(done.length).toBeLessThan(members.length);
    expect(await guardTotalsOf(db, handledWarningsFigure, scope, scope.orgPath)).toEqual({
      events: firstFeedbacks.filter((row) => isWithin(row.createdAt, scope)).length,
      members: members.length,
      done: done.length,
    });
  });
});
