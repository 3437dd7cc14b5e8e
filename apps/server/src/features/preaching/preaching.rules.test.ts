import { GUARD_ROLE, type Caller } from '@afp/contract';
import { describe, expect, it } from 'vitest';
import { actionsOf, clashes, isBookable, nextPreachState, type PreachSubject } from './preaching.rules.ts';

const station: Caller = {
  loginType: 'guard',
  id: 'g-station',
  orgId: 's1',
  orgPath: '/c/d1/s1/',
  orgLevel: 3,
  roleType: GUARD_ROLE.stationAdmin,
  utype: null,
};
const guard: Caller = {
  ...station,
  id: 'g-1',
  orgId: 'c1',
  orgPath: '/c/d1/s1/c1/',
  orgLevel: 4,
  roleType: GUARD_ROLE.guard,
};
const teamAdmin: Caller = { ...guard, id: 'g-team', roleType: GUARD_ROLE.teamAdmin };
const centreOa: Caller = {
  ...station,
  loginType: 'oa',
  id: 'oa',
  orgId: 'c',
  orgPath: '/c/',
  orgLevel: 1,
  roleType: null,
};
const subject = (state: PreachSubject['state'], extra: Partial<PreachSubject> = {}): PreachSubject => ({
  state,
  source: 'BOOKING',
  orgPath: '/c/d1/s1/c1/',
  guardId: 'g-1',
  ...extra,
});

describe('preaching transitions', () => {
  it('follows SUBMITTED → ASSIGNED_TO_UNIT → ASSIGNED_TO_GUARD → ACCEPTED → COMPLETED → CLOSED', () => {
    expect(nextPreachState('SUBMITTED', 'assignUnit')).toBe('ASSIGNED_TO_UNIT');
    expect(nextPreachState('ASSIGNED_TO_UNIT', 'assignGuard')).toBe('ASSIGNED_TO_GUARD');
    expect(nextPreachState('ASSIGNED_TO_GUARD', 'accept')).toBe('ACCEPTED');
    expect(nextPreachState('ACCEPTED', 'complete')).toBe('COMPLETED');
    expect(nextPreachState('COMPLETED', 'verify')).toBe('CLOSED');
  });

  it('sends a refused completion back to ACCEPTED and never reopens what ended', () => {
    expect(nextPreachState('COMPLETED', 'refuse')).toBe('ACCEPTED');
    expect(nextPreachState('CANCELLED', 'assignUnit')).toBeUndefined();
    expect(nextPreachState('REJECTED', 'assignGuard')).toBeUndefined();
    expect(nextPreachState('CLOSED', 'cancel')).toBeUndefined();
    expect(nextPreachState('COMPLETED', 'cancel')).toBeUndefined();
  });

  it('gives each caller only their moves', () => {
    expect(actionsOf(guard, subject('ASSIGNED_TO_GUARD'))).toEqual(['accept', 'decline']);
    expect(actionsOf(guard, subject('ACCEPTED'))).toEqual(['complete']);
    expect(actionsOf(guard, subject('ACCEPTED', { source: 'SELF' }))).toEqual(['cancel', 'complete']);
    expect(actionsOf(teamAdmin, subject('ASSIGNED_TO_UNIT', { guardId: null }))).toEqual([
      'assignGuard',
      'reject',
      'cancel',
    ]);
    expect(actionsOf(station, subject('ASSIGNED_TO_UNIT', { guardId: null }))).toEqual([
      'assignUnit',
      'assignGuard',
      'reject',
      'cancel',
    ]);
    expect(actionsOf(centreOa, subject('SUBMITTED', { orgPath: '/c/', guardId: null }))).toContain('assignUnit');
    // Outside the caller's subtree nothing is offered.
    expect(actionsOf(station, subject('SUBMITTED', { orgPath: '/c/d2/' }))).toEqual([]);
  });
});

describe('double booking (±2 h)', () => {
  const at = (h: number, m = 0) => new Date(Date.UTC(2026, 0, 5, h, m));
  it('clashes below two hours apart, either way', () => {
    expect(clashes(at(9), at(10, 59))).toBe(true);
    expect(clashes(at(9), at(7, 1))).toBe(true);
  });
  it('allows exactly two hours apart', () => {
    expect(clashes(at(9), at(11))).toBe(false);
    expect(clashes(at(9), at(7))).toBe(false);
  });
  it('books only the future', () => {
    expect(isBookable(at(10), at(9))).toBe(true);
    expect(isBookable(at(9), at(9))).toBe(false);
  });
});
