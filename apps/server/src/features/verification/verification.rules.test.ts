import type { Caller } from '@afp/contract';
import { describe, expect, it } from 'vitest';
import {
  coveringGroup,
  mayReviewItem,
  maySeeItem,
  mayVerifyItem,
  nextVerificationState,
  refuseActionOf,
} from './verification.rules.ts';

const D1 = '/org-centre/org-d1/';
const C1 = '/org-centre/org-d1/org-d1-s1/org-d1-s1-c1/';
const oa = (id: string, orgPath: string, utype = 2): Caller => ({
  loginType: 'oa',
  id,
  orgId: orgPath.split('/').at(-2)!,
  orgPath,
  orgLevel: orgPath.split('/').length - 2,
  roleType: null,
  utype,
});
const item = {
  orgPath: C1,
  verifyGroupId: 'vg-east',
  reviewGroupId: 'rvg-city',
  verifiedBy: null as string | null,
  submitterType: 'guard' as const,
  submitterId: 'g-1',
};
const none = { verify: [], review: [] };

describe('verification transition table', () => {
  it('moves PENDING_VERIFY → PENDING_REVIEW → REVIEWED', () => {
    expect(nextVerificationState('PENDING_VERIFY', 'verify')).toBe('PENDING_REVIEW');
    expect(nextVerificationState('PENDING_REVIEW', 'review')).toBe('REVIEWED');
  });

  it('refuses at the stage the item waits in, and only there', () => {
    expect(nextVerificationState('PENDING_VERIFY', refuseActionOf('verify'))).toBe('REFUSED');
    expect(nextVerificationState('PENDING_REVIEW', refuseActionOf('review'))).toBe('REFUSED');
    expect(nextVerificationState('PENDING_REVIEW', refuseActionOf('verify'))).toBeUndefined();
    expect(nextVerificationState('PENDING_VERIFY', refuseActionOf('review'))).toBeUndefined();
  });

  it('lets only a refused item be resubmitted', () => {
    expect(nextVerificationState('REFUSED', 'resubmit')).toBe('PENDING_VERIFY');
    for (const state of ['PENDING_VERIFY', 'PENDING_REVIEW', 'REVIEWED'] as const)
      expect(nextVerificationState(state, 'resubmit')).toBeUndefined();
  });

  it('never moves a reviewed item again', () => {
    for (const action of ['verify', 'review', 'refuseAtVerify', 'refuseAtReview', 'settleReviewed'] as const)
      expect(nextVerificationState('REVIEWED', action)).toBeUndefined();
  });

  it('lets the subject feature settle a pending item either way', () => {
    expect(nextVerificationState('PENDING_REVIEW', 'settleReviewed')).toBe('REVIEWED');
    expect(nextVerificationState('PENDING_VERIFY', 'settleRefused')).toBe('REFUSED');
  });
});

describe('who verifies and reviews', () => {
  it('lets members of the item verify group verify, and administrators within their subtree', () => {
    expect(mayVerifyItem(oa('a', D1), item, { verify: ['vg-east'], review: [] })).toBe(true);
    expect(mayVerifyItem(oa('a', D1), item, none)).toBe(false);
    expect(mayVerifyItem(oa('admin', '/org-centre/', 1), item, none)).toBe(true);
    expect(mayVerifyItem(oa('admin', '/org-centre/org-d2/', 1), item, none)).toBe(false);
  });

  it('lets only re-verify members review, never the verifier of the item', () => {
    const groups = { verify: [], review: ['rvg-city'] };
    expect(mayReviewItem(oa('b', '/org-centre/'), item, groups)).toBe(true);
    expect(mayReviewItem(oa('b', '/org-centre/'), { ...item, verifiedBy: 'b' }, groups)).toBe(false);
    expect(mayReviewItem(oa('admin', '/org-centre/', 1), item, none)).toBe(false);
  });

  it('lets the submitter of an item do neither stage, whatever his groups', () => {
    const own = { ...item, submitterType: 'oa' as const, submitterId: 'admin' };
    const allGroups = { verify: ['vg-east'], review: ['rvg-city'] };
    expect(mayVerifyItem(oa('admin', '/org-centre/', 1), own, allGroups)).toBe(false);
    expect(mayReviewItem(oa('admin', '/org-centre/', 1), { ...own, verifiedBy: 'b' }, allGroups)).toBe(false);
    expect(mayVerifyItem(oa('b', D1), own, allGroups)).toBe(true);
    // A guard's id is no oa account's: the same string of another login type is someone else.
    expect(mayVerifyItem(oa('g-1', D1), item, allGroups)).toBe(true);
  });

  it('shows an item to its subtree and to its groups, to nobody else', () => {
    expect(maySeeItem(oa('a', D1), item, none)).toBe(true);
    expect(maySeeItem(oa('a', '/org-centre/org-d2/'), item, none)).toBe(false);
    expect(maySeeItem(oa('a', '/org-centre/org-d2/'), item, { verify: ['vg-east'], review: [] })).toBe(true);
  });
});

describe('the group covering an organisation', () => {
  const coverage = [
    { groupId: 'city', orgPath: '/org-centre/', sort: 1, name: '市' },
    { groupId: 'east', orgPath: D1, sort: 2, name: '东' },
    { groupId: 'west', orgPath: '/org-centre/org-d2/', sort: 1, name: '西' },
  ];
  it('is the group naming the deepest ancestor', () => {
    expect(coveringGroup(C1, coverage)).toBe('east');
    expect(coveringGroup('/org-centre/org-d3/', coverage)).toBe('city');
    expect(coveringGroup('/org-centre/org-d3/', coverage.slice(1))).toBeNull();
  });
});
