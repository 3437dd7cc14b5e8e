import { GUARD_ROLE, type Caller } from '@afp/contract';
import { describe, expect, it } from 'vitest';
import {
  dueAfterReturn,
  dueOf,
  isOverdue,
  maySeePersonWhole,
  missedPeriods,
  monthRange,
} from './people-control.rules.ts';

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.UTC(2026, 0, 1) + days * DAY);

describe('people-control rules', () => {
  it('dues by the level cadence: 7, 14 and 30 days', () => {
    expect(dueOf(at(0), 'HIGH')).toEqual(at(7));
    expect(dueOf(at(0), 'MEDIUM')).toEqual(at(14));
    expect(dueOf(at(0), 'LOW')).toEqual(at(30));
  });

  it('is overdue only while waiting for the visit', () => {
    expect(isOverdue({ state: 'PENDING', dueAt: at(1) }, at(2))).toBe(true);
    expect(isOverdue({ state: 'RETURNED', dueAt: at(1) }, at(2))).toBe(true);
    expect(isOverdue({ state: 'SUBMITTED', dueAt: at(1) }, at(2))).toBe(false);
    expect(isOverdue({ state: 'PENDING', dueAt: at(3) }, at(2))).toBe(false);
  });

  it('counts whole missed periods and gives a returned task the resubmission days', () => {
    expect(missedPeriods(at(7), at(7), 'HIGH')).toBe(0);
    expect(missedPeriods(at(7), at(8), 'HIGH')).toBe(1);
    expect(missedPeriods(at(7), at(15), 'HIGH')).toBe(2);
    expect(dueAfterReturn(at(1), at(5))).toEqual(at(8));
    expect(dueAfterReturn(at(20), at(5))).toEqual(at(20));
  });

  it('runs a digest month from midnight to midnight China time', () => {
    expect(monthRange('2026-03')).toEqual({
      from: new Date('2026-02-28T16:00:00Z'),
      to: new Date('2026-03-31T16:00:00Z'),
    });
    expect(monthRange('2026-12').to).toEqual(new Date('2026-12-31T16:00:00Z'));
  });

  it('shows a person whole to the guard in charge, his team admin and the centre only', () => {
    const C1 = '/org-centre/org-d1/org-d1-s1/org-d1-s1-c1/';
    const person = { orgId: 'org-d1-s1-c1', guardId: 'g-in-charge' };
    const caller = (
      id: string,
      roleType: number | null,
      orgPath = C1,
      loginType: Caller['loginType'] = 'guard',
    ): Caller => ({
      loginType,
      id,
      orgId: orgPath.split('/').at(-2)!,
      orgPath,
      orgLevel: orgPath.split('/').length - 2,
      roleType,
      utype: null,
    });
    expect(maySeePersonWhole(caller('g-in-charge', GUARD_ROLE.guard), person)).toBe(true);
    expect(maySeePersonWhole(caller('g-admin', GUARD_ROLE.teamAdmin), person)).toBe(true);
    expect(maySeePersonWhole(caller('oa-admin', null, '/org-centre/', 'oa'), person)).toBe(true);
    expect(maySeePersonWhole(caller('g-teammate', GUARD_ROLE.guard), person)).toBe(false);
    expect(
      maySeePersonWhole(caller('g-station', GUARD_ROLE.stationAdmin, '/org-centre/org-d1/org-d1-s1/'), person),
    ).toBe(false);
    expect(maySeePersonWhole(caller('oa-staff', null, '/org-centre/org-d1/', 'oa'), person)).toBe(false);
  });
});
