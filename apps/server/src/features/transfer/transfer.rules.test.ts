import { describe, expect, it } from 'vitest';
import { approvalDeadlineOf, approvalOrgOf, centreOf, hasReachedReceiver } from './transfer.rules.ts';

const community = (district: string, n = 1) => `/org-centre/${district}/${district}-s1/${district}-s1-c${n}/`;

describe('transfer approval 移交审核', () => {
  it('is needed across districts only, by the receiving district', () => {
    expect(approvalOrgOf(community('org-d1'), community('org-d2'))).toBe('org-d2');
    expect(approvalOrgOf(community('org-d1'), community('org-d1', 2))).toBeNull();
    expect(approvalOrgOf('/org-centre/org-d1/org-d1-s1/', community('org-d1'))).toBeNull();
    // The centre's own organisations lie in no district: a transfer into a district is that district's to approve.
    expect(approvalOrgOf('/org-centre/', community('org-d3'))).toBe('org-d3');
  });

  it('falls due after the configured minutes and hides the transfer from the receiver until approved', () => {
    expect(approvalDeadlineOf(new Date('2026-11-29T01:00:00Z'), 60).toISOString()).toBe('2026-11-29T02:00:00.000Z');
    expect(centreOf(community('org-d2'))).toBe('org-centre');
    expect(hasReachedReceiver('PENDING_APPROVAL')).toBe(false);
    expect(hasReachedReceiver('REFUSED')).toBe(false);
    expect(hasReachedReceiver('REQUESTED')).toBe(true);
    expect(hasReachedReceiver('ACCEPTED')).toBe(true);
  });
});
