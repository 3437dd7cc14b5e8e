import { describe, expect, it } from 'vitest';
import {
  canSeeWhole,
  isAboveOrg,
  isCentre,
  isHolder,
  isInSubtree,
  isOaAdministrator,
  isOrgAdmin,
  isPlainGuard,
  listScopeOf,
  mayActFor,
  mayDecideTransfer,
  mayTransfer,
  mayWithdrawTransfer,
  type Caller,
} from './caller.ts';
import { GUARD_ROLE, ORG_LEVEL } from './people.ts';

const COMMUNITY = { orgId: 'org-d1-s1-c1', orgPath: '/org-centre/org-d1/org-d1-s1/org-d1-s1-c1/' };
const SIBLING = { orgId: 'org-d1-s1-c2', orgPath: '/org-centre/org-d1/org-d1-s1/org-d1-s1-c2/' };
const STATION = { orgId: 'org-d1-s1', orgPath: '/org-centre/org-d1/org-d1-s1/' };
const CENTRE = { orgId: 'org-centre', orgPath: '/org-centre/' };

const guard = (over: Partial<Caller> = {}): Caller => ({
  loginType: 'guard',
  id: 'g',
  ...COMMUNITY,
  orgLevel: ORG_LEVEL.community,
  roleType: GUARD_ROLE.guard,
  utype: null,
  ...over,
});
const teamAdmin = guard({ roleType: GUARD_ROLE.teamAdmin });
const stationAdmin = guard({ ...STATION, orgLevel: ORG_LEVEL.station, roleType: GUARD_ROLE.stationAdmin });
const centreOa = guard({ loginType: 'oa', ...CENTRE, orgLevel: ORG_LEVEL.centre, roleType: null, utype: 1 });
const stationOa = guard({ loginType: 'oa', ...STATION, orgLevel: ORG_LEVEL.station, roleType: null, utype: 2 });

describe('organisation scope predicates', () => {
  it('reads the subtree from the materialised path', () => {
    expect(isInSubtree(COMMUNITY.orgPath, STATION.orgPath)).toBe(true);
    expect(isInSubtree(STATION.orgPath, STATION.orgPath)).toBe(true);
    expect(isInSubtree(STATION.orgPath, COMMUNITY.orgPath)).toBe(false);
  });

  it('tells roles apart', () => {
    expect(isCentre(centreOa)).toBe(true);
    expect(isCentre(stationOa)).toBe(false);
    expect(isPlainGuard(guard())).toBe(true);
    expect(isPlainGuard(teamAdmin)).toBe(false);
    expect(isOrgAdmin(guard())).toBe(false);
    expect([teamAdmin, stationAdmin, stationOa].every(isOrgAdmin)).toBe(true);
    expect(isOrgAdmin(guard({ loginType: 'cooperation', roleType: 4 }))).toBe(false);
    expect(isOaAdministrator(centreOa)).toBe(true);
    expect(isOaAdministrator(stationOa)).toBe(false);
  });

  it('keeps plain guards to their organisation and lets admins choose', () => {
    expect(listScopeOf(guard(), 'subtree')).toBe('mine');
    expect(listScopeOf(stationAdmin)).toBe('subtree');
    expect(listScopeOf(stationAdmin, 'mine')).toBe('mine');
    expect(listScopeOf(centreOa)).toBe('subtree');
  });

  it('shows whole data to the holding organisation and the centre only', () => {
    expect(canSeeWhole(guard(), COMMUNITY)).toBe(true);
    expect(canSeeWhole(guard(), SIBLING)).toBe(false);
    expect(canSeeWhole(stationAdmin, COMMUNITY)).toBe(false);
    expect(canSeeWhole(centreOa, COMMUNITY)).toBe(true);
    expect(canSeeWhole(guard({ loginType: 'oa', roleType: null }), COMMUNITY)).toBe(false);
  });

  it('lets only the holder act, and admins above review', () => {
    expect(isHolder(guard(), COMMUNITY)).toBe(true);
    expect(isHolder(teamAdmin, SIBLING)).toBe(false);
    expect(mayActFor(teamAdmin, COMMUNITY)).toBe(true);
    expect(mayActFor(guard(), COMMUNITY)).toBe(false);
    expect(isAboveOrg(stationAdmin, COMMUNITY)).toBe(true);
    expect(isAboveOrg(stationOa, COMMUNITY)).toBe(true);
    expect(isAboveOrg(stationAdmin, STATION)).toBe(false);
    expect(isAboveOrg(guard({ ...STATION, roleType: GUARD_ROLE.guard }), COMMUNITY)).toBe(false);
    expect(isAboveOrg(teamAdmin, SIBLING)).toBe(false);
  });

  it('decides who may transfer, accept and withdraw', () => {
    expect(mayTransfer(guard(), COMMUNITY)).toBe(true);
    expect(mayTransfer(centreOa, COMMUNITY)).toBe(true);
    expect(mayTransfer(stationAdmin, COMMUNITY)).toBe(false);
    expect(mayDecideTransfer(guard({ ...SIBLING, roleType: GUARD_ROLE.teamAdmin }), SIBLING)).toBe(true);
    expect(mayDecideTransfer(guard({ ...SIBLING }), SIBLING)).toBe(false);
    expect(mayDecideTransfer(centreOa, SIBLING)).toBe(true);
    expect(mayDecideTransfer(stationAdmin, SIBLING)).toBe(false);
    expect(mayWithdrawTransfer(guard(), COMMUNITY)).toBe(true);
    expect(mayWithdrawTransfer(guard(), SIBLING)).toBe(false);
    expect(mayWithdrawTransfer(centreOa, SIBLING)).toBe(true);
  });
});
