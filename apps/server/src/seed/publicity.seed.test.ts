import { describe, expect, it } from 'vitest';
import { keysOf, PUBLICITY_CATEGORIES, PUBLICITY_CONTENT_KINDS } from '@afp/contract';
import { buildDemoContent, buildDemoPublicityRecords } from './publicity.seed.ts';

const orgs = ['org-d1-s1-c1', 'org-d1-s1-c2', 'org-d2-s1-c1'].map((id) => ({
  id,
  path: `/org-centre/${id}/`,
  kind: 'community',
}));
const guards = orgs.flatMap((o, i) =>
  Array.from({ length: 20 }, (_, n) => ({ id: `g-${i}-${n}`, name: `卫士${n}`, orgId: o.id })),
);
const now = new Date('2026-11-20T08:00:00Z');
const DAY = 86_400_000;

describe('demo publicity', () => {
  const records = buildDemoPublicityRecords({ orgs, guards, now });

  it('is the same on every run', () => {
    expect(buildDemoPublicityRecords({ orgs, guards, now })).toEqual(records);
  });

  it('has records in every state over the last 90 days, verified ones with their time only', () => {
    expect(new Set(records.map((r) => r.state))).toEqual(new Set(['SUBMITTED', 'VERIFIED', 'REFUSED']));
    for (const record of records) {
      const age = now.getTime() - record.occurredAt.getTime();
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThanOrEqual(90 * DAY);
      expect(record.verifiedAt !== null).toBe(record.state === 'VERIFIED');
      expect(record.refuseReason !== null).toBe(record.state === 'REFUSED');
      expect(guards.find((g) => g.id === record.guardId)?.orgId).toBe(record.orgId);
      expect(record.appInstalls).toBeLessThanOrEqual(record.audience);
    }
  });

  it('publishes every kind and category at the centre', () => {
    const content = buildDemoContent({ centre: { id: 'org-centre', path: '/org-centre/' }, now });
    expect(new Set(content.map((c) => c.kind))).toEqual(new Set(keysOf(PUBLICITY_CONTENT_KINDS)));
    expect(new Set(content.map((c) => c.category))).toEqual(new Set(keysOf(PUBLICITY_CATEGORIES)));
    expect(content.every((c) => c.orgPath === '/org-centre/')).toBe(true);
  });
});
