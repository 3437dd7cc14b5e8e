import { GUARD_ROLE } from '@afp/contract';
import { describe, expect, it } from 'vitest';
import { createPersonKey, DEV_PERSON_KEY_SECRET } from '../../core/personal-data.ts';
import { buildDemoSpreadUsers } from '../../seed/promotion.seed.ts';
import {
  ADMIN_TRANSFER_TRANSITIONS,
  canMoveAdminTransfer,
  isEligibleReceiver,
  mayOfferAdminRole,
  rankAreaOf,
  rankUnitOf,
} from './promotion.rules.ts';
import { areaPathOf } from './promotion.service.ts';

describe('transfer administrator transitions', () => {
  it('moves only an open offer: accepted, declined or cancelled, never again', () => {
    for (const action of ['accept', 'decline', 'cancel'] as const) {
      expect(canMoveAdminTransfer(action, 'PENDING')).toBe(true);
      for (const closed of ['ACCEPTED', 'DECLINED', 'CANCELLED'] as const)
        expect(canMoveAdminTransfer(action, closed)).toBe(false);
    }
  });

  it('lets the receiver answer and the offerer cancel', () => {
    expect(ADMIN_TRANSFER_TRANSITIONS.accept.by).toBe('receiver');
    expect(ADMIN_TRANSFER_TRANSITIONS.decline.by).toBe('receiver');
    expect(ADMIN_TRANSFER_TRANSITIONS.cancel.by).toBe('offerer');
  });

  it('offers only from a team admin to an active plain member of the same team', () => {
    expect(mayOfferAdminRole({ loginType: 'guard', roleType: GUARD_ROLE.teamAdmin })).toBe(true);
    expect(mayOfferAdminRole({ loginType: 'guard', roleType: GUARD_ROLE.stationAdmin })).toBe(false);
    expect(mayOfferAdminRole({ loginType: 'oa', roleType: null })).toBe(false);
    const admin = { id: 'a', orgId: 'team' };
    const member = { id: 'm', orgId: 'team', disabled: false, roleType: GUARD_ROLE.guard };
    expect(isEligibleReceiver(admin, member)).toBe(true);
    expect(isEligibleReceiver(admin, { ...member, id: 'a' })).toBe(false);
    expect(isEligibleReceiver(admin, { ...member, orgId: 'other' })).toBe(false);
    expect(isEligibleReceiver(admin, { ...member, disabled: true })).toBe(false);
  });
});

describe('promotion area and leaderboard units', () => {
  it('registers residents in the communities of the guard’s street', () => {
    expect(areaPathOf('/c/d1/s1/c1/', 4)).toBe('/c/d1/s1/');
    expect(areaPathOf('/c/d1/s1/', 3)).toBe('/c/d1/s1/');
    expect(areaPathOf('/c/d1/', 2)).toBe('/c/d1/');
  });

  it('names the unit of each figure: points, or a share in percent', () => {
    expect(rankUnitOf({ mode: 'count' })).toBe('分');
    expect(rankUnitOf({ mode: 'rate' })).toBe('%');
  });

  it('ranks guards within the caller’s organisation and units among the caller’s peers', () => {
    const community = { orgId: 'c1', orgPath: '/c/d1/s1/c1/' };
    expect(rankAreaOf('guard', community)).toEqual(community);
    expect(rankAreaOf('org', community)).toEqual({ orgId: 's1', orgPath: '/c/d1/s1/' });
    expect(rankAreaOf('org', { orgId: 's1', orgPath: '/c/d1/s1/' })).toEqual({ orgId: 'd1', orgPath: '/c/d1/' });
    expect(rankAreaOf('org', { orgId: 'c', orgPath: '/c/' })).toEqual({ orgId: 'c', orgPath: '/c/' });
  });
});

describe('demo spread users', () => {
  const rows = buildDemoSpreadUsers({
    orgs: [{ id: 'c1', path: '/c/d/s/c1/', kind: 'community' }],
    guards: Array.from({ length: 30 }, (_, i) => ({ id: `g${i}`, orgId: 'c1', roleType: GUARD_ROLE.guard })),
    now: new Date('2026-01-05T09:00:00+08:00'),
    personKeyOf: createPersonKey(DEV_PERSON_KEY_SECRET),
  });

  it('counts each phone once: the first registration, repeats kept uncounted', () => {
    const counted = rows.filter((r) => r.counted).map((r) => r.phoneKey);
    expect(new Set(counted).size).toBe(counted.length);
    expect(rows.some((r) => !r.counted)).toBe(true);
    expect(rows.every((r) => r.phoneMasked.includes('****'))).toBe(true);
  });
});
