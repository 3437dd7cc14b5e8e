import { describe, expect, it } from 'vitest';
import {
  countTotals,
  expectRateTotals,
  expectSomeNotAll,
  guardTotalsOf,
  isWithin,
  rateTotals,
  totalsOf,
  useFigureCity,
} from '../../testing/metric-figures.ts';
import { isVisitChecklistComplete } from '@afp/contract';
import {
  caseRateFigure,
  handledWarningsFigure,
  returnVisitFigure,
  visitChecklistFigure,
  warningTimelyFigure,
} from './early-warning.figures.ts';
import { warningAssignment, warningFeedback, type WarningAssignmentRow } from './early-warning.table.ts';

const city = useFigureCity();
const assignmentsOfArea = async () => {
  const { db, scope } = city();
  return (await db.select().from(warningAssignment)).filter((row) => row.orgPath.startsWith(scope.orgPath));
};
/** A transferred or merged hop is another's assignment, never the handler's. */
const isHeld = (row: WarningAssignmentRow) => row.state !== 'TRANSFERRED' && row.state !== 'MERGED';
const notAfter = (a: Date | null, b: Date | null) => a !== null && b !== null && a <= b;

describe('warnings’ figures', () => {
  it('处置及时率: held assignments pushed in the period, fed back or due; done when signed and fed back in time', async () => {
    const { db, scope } = city();
    const candidates = (await assignmentsOfArea()).filter(
      (row) =>
        isWithin(row.pushedAt, scope) &&
        (row.fedBackAt !== null || notAfter(row.feedbackDeadline ?? row.signDeadline, scope.now)),
    );
    const due = candidates.filter(isHeld);
    const timely = due.filter(
      (row) =>
        notAfter(row.signedAt, row.signDeadline) && notAfter(row.fedBackAt, row.feedbackDeadline ?? row.fedBackAt),
    );
    expectSomeNotAll(due, candidates); // transferred hops are left out
    expect(timely.length).toBeGreaterThan(0);
    expect(await totalsOf(db, warningTimelyFigure, scope)).toEqual(rateTotals(due, timely));
  });

  it('回访率: held assignments fed back in the period; done when the return visit was effective', async () => {
    const { db, scope } = city();
    const fedBack = (await assignmentsOfArea()).filter((row) => isWithin(row.fedBackAt, scope) && isHeld(row));
    const effective = fedBack.filter((row) => row.returnVisitVerdict === 'EFFECTIVE');
    await expectRateTotals(db, returnVisitFigure, scope, fedBack, effective);
  });

  it('上门劝阻规范率: visits of the period that met someone, complete and not; done when every checklist item was done', async () => {
    const { db, scope } = city();
    const inArea = new Set((await assignmentsOfArea()).map((row) => row.id));
    const visits = (await db.select().from(warningFeedback)).filter(
      (row) =>
        row.channels.includes('visit') &&
        row.connected &&
        inArea.has(row.assignmentId) &&
        isWithin(row.createdAt, scope),
    );
    const complete = visits.filter((row) => isVisitChecklistComplete(row.visitChecklist ?? undefined));
    expectSomeNotAll(complete, visits);
    await expectRateTotals(db, visitChecklistFigure, scope, visits, complete);
  });

  it('发案数: final feedbacks of the period that found the person defrauded, one each', async () => {
    const { db, scope } = city();
    const inArea = new Set((await assignmentsOfArea()).map((row) => row.id));
    const finals = (await db.select().from(warningFeedback)).filter(
      (row) => row.isFinal && inArea.has(row.assignmentId) && isWithin(row.createdAt, scope),
    );
    const defrauded = finals.filter((row) => row.defrauded === 'YES');
    expectSomeNotAll(defrauded, finals);
    expect(await totalsOf(db, caseRateFigure, scope)).toEqual(countTotals(defrauded));
  });

  it('处置预警 on the leaderboard: first feedbacks earn points; held assignments are done once fed back', async () => {
    const { db, scope } = city();
    const firstFeedbacks = (await db.select().from(warningFeedback)).filter((row) => row.round === 1);
    const fedBackIds = new Set(firstFeedbacks.map((row) => row.assignmentId));
    const members = (await assignmentsOfArea()).filter((row) => isWithin(row.pushedAt, scope) && isHeld(row));
    const done = members.filter((row) => fedBackIds.has(row.id));
    expectSomeNotAll(done, members);
    expect(await guardTotalsOf(db, handledWarningsFigure, scope, scope.orgPath)).toEqual({
      events: firstFeedbacks.filter((row) => isWithin(row.createdAt, scope)).length,
      members: members.length,
      done: done.length,
    });
  });
});
