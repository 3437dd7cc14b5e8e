import { EARLY_WARNING_ENDPOINTS as E, urlOf } from '@afp/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useWarningTestApp } from '../../testing/warning-app.ts';
import { createWarning } from '../../testing/warning-factory.ts';
import { operationLog } from '../../db/schema.ts';
import { warningAssignment } from './early-warning.table.ts';

const { t, tokens } = useWarningTestApp();

const post = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: token }, payload });
const detail = async (id: string, token: string) =>
  (await t.app.inject({ method: 'GET', url: `${urlOf(E.info)}?id=${id}`, headers: { authorization: token } })).json()
    .data;
const fedBack = async () =>
  (await createWarning(t.db, { orgId: 'org-d1-s1-c1', state: 'FED_BACK', version: 3 })).assignmentId;
const stateOf = async (id: string) =>
  (await t.db.select().from(warningAssignment).where(eq(warningAssignment.id, id)))[0]!;

describe('a parent organisation sends a feedback back (驳回)', () => {
  it('returns it to HANDLING with the reason in the operation log', async () => {
    const id = await fedBack();
    expect((await detail(id, tokens.station)).canReject).toBe(true);
    const rejected = await post(urlOf(E.rejectFeedback), tokens.station, {
      assignmentId: id,
      version: 3,
      reason: '未联系本人',
    });
    expect(rejected.json()).toMatchObject({ code: 200, data: { state: 'HANDLING', version: 4 } });
    const [logged] = await t.db
      .select()
      .from(operationLog)
      .where(and(eq(operationLog.entityId, id), eq(operationLog.action, 'assignment.reject')));
    expect(logged).toMatchObject({ fromState: 'FED_BACK', toState: 'HANDLING', remark: '未联系本人' });
  });

  it('is not the holder’s to do, needs a reason, and refuses a stale version', async () => {
    const id = await fedBack();
    expect((await detail(id, tokens.guard)).canReject).toBe(false);
    expect(
      (await post(urlOf(E.rejectFeedback), tokens.guard, { assignmentId: id, version: 3, reason: '自己驳回' }))
        .statusCode,
    ).toBe(403);
    const noReason = await post(urlOf(E.rejectFeedback), tokens.station, { assignmentId: id, version: 3, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().data.field).toBe('reason');
    expect(
      (await post(urlOf(E.rejectFeedback), tokens.station, { assignmentId: id, version: 2, reason: '版本过期' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await post(urlOf(E.rejectFeedback), tokens.otherDistrict, { assignmentId: id, version: 3, reason: '外区驳回' }))
        .statusCode,
    ).toBe(404);
    expect(await stateOf(id)).toMatchObject({ state: 'FED_BACK', version: 3 });
  });
});

describe('the centre closes a warning with its return visit (预警回访)', () => {
  /** The remark of the close entry in the operation log: the verdict in words, for readers of the history. */
  const closeRemarkOf = async (id: string) => {
    const logged = await t.db
      .select()
      .from(operationLog)
      .where(and(eq(operationLog.entityId, id), eq(operationLog.action, 'assignment.close')));
    expect(logged).toHaveLength(1);
    return logged[0]!.remark;
  };

  it('closes a fed-back warning and stores the visit as effective', async () => {
    const id = await fedBack();
    expect((await detail(id, tokens.oa)).canReturnVisit).toBe(true);
    expect((await detail(id, tokens.oa)).returnVisitVerdict).toBeNull();
    const closed = await post(urlOf(E.returnVisit), tokens.oa, {
      assignmentId: id,
      version: 3,
      outcome: 'EFFECTIVE',
      remark: '本人确认未转账',
    });
    expect(closed.json()).toMatchObject({ code: 200, data: { state: 'CLOSED', version: 4 } });
    expect(await stateOf(id)).toMatchObject({ closedAt: t.clock.now(), returnVisitVerdict: 'EFFECTIVE' });
    const shown = await detail(id, tokens.oa);
    expect(shown.returnVisitVerdict).toBe('EFFECTIVE');
    expect((shown.steps as { name: string; done: boolean }[]).at(-1)).toMatchObject({ name: '预警回访', done: true });
    expect(await closeRemarkOf(id)).toBe('有效回访：本人确认未转账');
  });

  it.each([
    ['MISMATCH', '不符'],
    ['DUPLICATE', '重复预警'],
  ] as const)('closes with the outcome %s as its verdict', async (outcome, name) => {
    const id = await fedBack();
    const closed = await post(urlOf(E.returnVisit), tokens.oa, { assignmentId: id, version: 3, outcome });
    expect(closed.json()).toMatchObject({ code: 200, data: { state: 'CLOSED', version: 4 } });
    expect((await stateOf(id)).returnVisitVerdict).toBe(outcome);
    expect((await detail(id, tokens.station)).returnVisitVerdict).toBe(outcome);
    expect(await closeRemarkOf(id)).toBe(name);
  });

  it('refuses a return visit without an outcome, or with one outside the five, naming outcome', async () => {
    const id = await fedBack();
    const blank = await post(urlOf(E.returnVisit), tokens.oa, { assignmentId: id, version: 3, remark: '未填结论' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().data.field).toBe('outcome');
    const legacy = await post(urlOf(E.returnVisit), tokens.oa, {
      assignmentId: id,
      version: 3,
      outcome: 'INEFFECTIVE',
    });
    expect(legacy.statusCode).toBe(400);
    expect(await stateOf(id)).toMatchObject({ state: 'FED_BACK', version: 3, returnVisitVerdict: null });
  });

  it('is the centre’s only, and only after a feedback', async () => {
    const id = await fedBack();
    expect(
      (await post(urlOf(E.returnVisit), tokens.district, { assignmentId: id, version: 3, outcome: 'EFFECTIVE' }))
        .statusCode,
    ).toBe(403);
    const open = (await createWarning(t.db, { orgId: 'org-d1-s1-c1', state: 'HANDLING' })).assignmentId;
    const early = await post(urlOf(E.returnVisit), tokens.oa, { assignmentId: open, version: 0, outcome: 'MISMATCH' });
    expect(early.statusCode).toBe(409);
    expect(early.json().data.errorCode).toBe('early_warning.invalid_transition');
  });
});
