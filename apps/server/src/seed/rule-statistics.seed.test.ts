import { describe, expect, it } from 'vitest';
import { buildDemoLedger, buildRuleSets } from './rule-statistics.seed.ts';

const now = new Date('2026-11-20T10:00:00+08:00');
const orgs = [1, 2, 3, 4, 5].flatMap((d) =>
  [1, 2, 3, 4].map((s) => ({
    id: `org-d${d}-s${s}`,
    path: `/org-centre/org-d${d}/org-d${d}-s${s}/`,
    name: `站${d}${s}`,
    kind: 'street',
  })),
);

describe('rule statistics demo data', () => {
  it('issues the last four years, drafts the next, each with 100 points of items', () => {
    const { sets, items } = buildRuleSets(now);
    expect(sets.map((s) => [s.year, s.issuedAt !== null])).toEqual([
      [2023, true],
      [2024, true],
      [2025, true],
      [2026, true],
      [2027, false],
    ]);
    expect(items.filter((i) => i.year === 2026).reduce((a, i) => a + i.weight, 0)).toBe(100);
  });

  it('keeps ledger entries of this year in every verification state, before this month, the same on every run', () => {
    const ledger = buildDemoLedger({ orgs, now });
    expect(ledger).toEqual(buildDemoLedger({ orgs, now }));
    expect(new Set(ledger.items.map((i) => i.state))).toEqual(
      new Set(['PENDING_VERIFY', 'PENDING_REVIEW', 'REVIEWED', 'REFUSED']),
    );
    expect(ledger.entries.every((e) => e.year === 2026 && e.month >= 1 && e.month < 11)).toBe(true);
    expect(ledger.items.map((i) => i.subjectId).sort()).toEqual(ledger.entries.map((e) => e.id).sort());
  });

  it('gives every station reviewed publicity sites 宣传阵地, the only source of that item, and each item reviewed values', () => {
    const ledger = buildDemoLedger({ orgs, now });
    const reviewed = ledger.entries.filter((e) => e.state === 'VERIFIED');
    for (const station of orgs) {
      const sites = reviewed.filter((e) => e.orgId === station.id && e.itemCode === 'publicity_sites');
      expect(
        sites.reduce((sum, e) => sum + e.value, 0),
        station.id,
      ).toBeGreaterThan(0);
    }
    expect(new Set(reviewed.map((e) => e.itemCode))).toEqual(
      new Set(['preach_sessions', 'app_registrations', 'publicity_sites']),
    );
  });
});
