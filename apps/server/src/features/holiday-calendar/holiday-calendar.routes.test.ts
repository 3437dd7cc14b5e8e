import { HOLIDAY_CALENDAR_ENDPOINTS as H, type HolidayEntry } from '@afp/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addWorkingDays, installCalendarAmendments } from '../../core/working-days.ts';
import { operationLog } from '../../db/schema.ts';
import { DEMO_LOGINS } from '../../seed/demo-city.ts';
import { loginGuard, loginOa } from '../../testing/sessions.ts';
import { buildTestApp, sendAs } from '../../testing/test-app.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let centre: string;
let district: string;
let guard: string;

beforeAll(async () => {
  t = await buildTestApp();
  centre = await loginOa(t.app, 'oaAdmin');
  district = await loginOa(t.app, 'oaStaff');
  guard = (await loginGuard(t.app, DEMO_LOGINS.guard)).token;
});
afterAll(async () => {
  await t.close();
  // The working calendar is the process's: later test files start from the published one.
  installCalendarAmendments([]);
});

const china = (local: string) => new Date(`${local}+08:00`);
const logOf = async (day: string) =>
  (await t.db.select().from(operationLog).where(eq(operationLog.entityId, day)).orderBy(asc(operationLog.id))).map(
    ({ entityType, action, fromState, toState, remark }) => ({ entityType, action, fromState, toState, remark }),
  );

describe('the holiday calendar: the centre amends the published one, every deadline follows', () => {
  it("turns the published 调休 Saturday after 国庆 into a holiday, logged, and working-day deadlines skip it; removing it restores the package's", async () => {
    const afterThreeDays = () => addWorkingDays(china('2026-09-30T10:00:00'), 3);
    expect(afterThreeDays()).toEqual(china('2026-10-10T10:00:00'));

    const added = await sendAs(t.app, H.add, centre, { day: '2026-10-10', kind: 'HOLIDAY', name: '国庆调整' });
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toMatchObject({ day: '2026-10-10', kind: 'HOLIDAY', name: '国庆调整' });
    expect(afterThreeDays()).toEqual(china('2026-10-12T10:00:00'));

    const listed = await sendAs(t.app, H.list, centre, { year: '2026' });
    expect(listed.json<{ data: HolidayEntry[] }>().data.map(({ day, kind }) => ({ day, kind }))).toEqual([
      { day: '2026-10-10', kind: 'HOLIDAY' },
    ]);
    expect((await sendAs(t.app, H.list, centre, { year: '2027' })).json().data).toEqual([]);

    const removed = await sendAs(t.app, H.remove, centre, { day: '2026-10-10' });
    expect(removed.json().data).toEqual({ removed: true });
    expect(afterThreeDays()).toEqual(china('2026-10-10T10:00:00'));
    expect((await sendAs(t.app, H.remove, centre, { day: '2026-10-10' })).json().data).toEqual({ removed: false });

    expect(await logOf('2026-10-10')).toEqual([
      {
        entityType: 'holiday_calendar',
        action: '节假日安排：放假',
        fromState: null,
        toState: 'HOLIDAY',
        remark: '国庆调整',
      },
      {
        entityType: 'holiday_calendar',
        action: '节假日安排：删除',
        fromState: 'HOLIDAY',
        toState: null,
        remark: '国庆调整',
      },
    ]);
  });

  it('replaces the entry a day has, logging the change of kind', async () => {
    await sendAs(t.app, H.add, centre, { day: '2027-01-01', kind: 'HOLIDAY', name: '元旦' });
    const replaced = await sendAs(t.app, H.add, centre, { day: '2027-01-01', kind: 'MAKEUP_WORKDAY', name: '补班' });
    expect(replaced.json().data).toMatchObject({ kind: 'MAKEUP_WORKDAY', name: '补班' });
    expect((await logOf('2027-01-01')).map(({ fromState, toState }) => [fromState, toState])).toEqual([
      [null, 'HOLIDAY'],
      ['HOLIDAY', 'MAKEUP_WORKDAY'],
    ]);
    await sendAs(t.app, H.remove, centre, { day: '2027-01-01' });
  });

  it("is the centre's oa staff's alone, and refuses a day that does not exist", async () => {
    for (const token of [district, guard]) {
      expect((await sendAs(t.app, H.list, token)).statusCode).toBe(403);
      expect((await sendAs(t.app, H.add, token, { day: '2026-10-10', kind: 'HOLIDAY', name: '国庆' })).statusCode).toBe(
        403,
      );
    }
    expect((await sendAs(t.app, H.add, centre, { day: '2026-02-30', kind: 'HOLIDAY', name: 'x' })).statusCode).toBe(
      400,
    );
    expect((await sendAs(t.app, H.add, centre, { day: '2026-10-10', kind: 'WEEKEND', name: 'x' })).statusCode).toBe(
      400,
    );
  });
});
