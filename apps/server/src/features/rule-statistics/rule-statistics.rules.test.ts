import { describe, expect, it } from 'vitest';
import {
  cityPathOf,
  EMPTY_MONTH,
  mayMoveLedger,
  overdueMarks,
  monthRangeOf,
  monthsDueOf,
  pathPartOf,
  pointsOf,
  ranksOf,
  scoreItem,
  worstLights,
  yearRangeOf,
  type MonthFigure,
} from './rule-statistics.rules.ts';

const months = (figures: Partial<Record<number, Partial<MonthFigure>>>): MonthFigure[] =>
  Array.from({ length: 12 }, (_, i) => ({ ...EMPTY_MONTH, ...figures[i + 1] }));

describe('the months of a year (China time)', () => {
  it('evaluates every month of a past year, the months so far of this one, none of a future one', () => {
    const now = new Date('2026-05-31T16:30:00Z'); // 1 June, 00:30 in China
    expect(monthsDueOf(2025, now)).toBe(12);
    expect(monthsDueOf(2026, now)).toBe(6);
    expect(monthsDueOf(2027, now)).toBe(0);
    expect(yearRangeOf(2026).from.toISOString()).toBe('2025-12-31T16:00:00.000Z');
    expect(monthRangeOf(2026, 12).to.toISOString()).toBe('2026-12-31T16:00:00.000Z');
  });
});

describe('scoring a rule item', () => {
  it('gives a rate its weight in proportion to the target, never more: the year pools its months', () => {
    const item = { metric: 'WARNING_TIMELY' as const, target: 90, weight: 20 };
    // 45 of 50 in January, 3 of 10 in February: 48 of 60 = 80 % for the year, not the months' mean 60 %.
    const scored = scoreItem(
      item,
      months({ 1: { numerator: 45, denominator: 50 }, 2: { numerator: 3, denominator: 10 } }),
      2,
      0,
    );
    expect(scored).toMatchObject({ numerator: 48, denominator: 60, value: 80, points: 17.78 });
    expect(scored.monthValues.slice(0, 2)).toEqual([90, 30]);
    expect(scoreItem(item, months({ 1: { numerator: 50, denominator: 50 } }), 1, 0).points).toBe(20);
    // Nothing due is no shortfall.
    expect(scoreItem(item, months({}), 3, 0)).toMatchObject({ value: null, points: 20 });
  });

  it('adds reviewed ledger values to counts and pro-rates their yearly target by the months due', () => {
    const item = { metric: 'PREACH_SESSIONS' as const, target: 24, weight: 15 };
    const scored = scoreItem(item, months({ 1: { numerator: 1, ledger: 2 }, 2: { numerator: 1 } }), 3, 0);
    expect(scored).toMatchObject({ value: 4, targetDue: 6, points: 10 });
  });

  it('reads cases per 10,000 residents: at or below the target earns the weight', () => {
    const item = { metric: 'CASE_RATE' as const, target: 12, weight: 10 };
    expect(scoreItem(item, months({ 1: { numerator: 1 } }), 12, 10_000)).toMatchObject({ value: 1, points: 10 });
    expect(scoreItem(item, months({ 1: { numerator: 24 } }), 12, 10_000)).toMatchObject({ value: 24, points: 5 });
    expect(pointsOf('CASE_RATE', null, 12, 10)).toBe(10);
  });

  it('lights each month: green when met, red when short, yellow once the shortfall is made up', () => {
    const item = { metric: 'LEDGER' as const, target: 12, weight: 5 };
    // Months 1, 2 and 4 short; month 3 makes up the year so far (4 due, 4 done).
    const madeUp = scoreItem(item, months({ 3: { ledger: 4 } }), 4, 0);
    expect(madeUp.lights.slice(0, 5)).toEqual(['YELLOW', 'YELLOW', 'GREEN', 'YELLOW', 'NONE']);
    const short = scoreItem(item, months({ 3: { ledger: 1 } }), 4, 0);
    expect(short.lights.slice(0, 4)).toEqual(['RED', 'RED', 'GREEN', 'RED']);
    // The green line of a month, shown on the page: a twelfth of a count's target, a rate's own target.
    expect(short.monthTarget).toBe(1);
    expect(scoreItem({ metric: 'RETURN_VISIT', target: 60, weight: 10 }, months({}), 4, 0).monthTarget).toBe(60);
  });
});

describe('units, ranks and lights', () => {
  it("takes a unit's worst item light per month", () => {
    const lights = worstLights([
      ['GREEN', 'RED', 'NONE', ...Array(9).fill('NONE')],
      ['YELLOW', 'GREEN', 'NONE', ...Array(9).fill('NONE')],
    ]);
    expect(lights.slice(0, 3)).toEqual(['YELLOW', 'RED', 'NONE']);
  });

  it('ranks by score, equal scores sharing a rank', () => {
    expect(ranksOf([80, 95, 80, 60])).toEqual([2, 1, 2, 4]);
    expect(ranksOf([70, 70, 70])).toEqual([1, 1, 1]);
    expect(ranksOf([10, 20, 30, 20, 10])).toEqual([4, 2, 1, 2, 4]);
  });

  it('names a row’s district or station by its path segment', () => {
    expect('/org-centre/org-d1/org-d1-s1/org-d1-s1-c1/'.split('/')[pathPartOf('district') - 1]).toBe('org-d1');
    expect('/org-centre/org-d1/org-d1-s1/org-d1-s1-c1/'.split('/')[pathPartOf('station') - 1]).toBe('org-d1-s1');
    expect(cityPathOf('/org-centre/org-d1/org-d1-s1/')).toBe('/org-centre/');
  });

  it('moves a ledger entry by its transition table only', () => {
    expect(mayMoveLedger('SUBMITTED', 'VERIFIED')).toBe(true);
    expect(mayMoveLedger('SUBMITTED', 'REFUSED')).toBe(true);
    expect(mayMoveLedger('REFUSED', 'SUBMITTED')).toBe(true);
    expect(mayMoveLedger('VERIFIED', 'SUBMITTED')).toBe(false);
    expect(mayMoveLedger('REFUSED', 'VERIFIED')).toBe(false);
  });
});

describe('报表报送 marks (issue 26 item 4)', () => {
  it('marks a quarter in which the unit missed the due time twice or more, on that item only', () => {
    // January: 1 of 2 on time; March: 0 of 1 → two misses in the first quarter. May: one miss only.
    const figures = months({ 1: { numerator: 1, denominator: 2 }, 3: { denominator: 1 }, 5: { denominator: 1 } });
    expect(overdueMarks('REPORT_SUBMISSION', figures)).toEqual(['第一季度逾期2次']);
    expect(overdueMarks('WARNING_TIMELY', figures)).toEqual([]);
    expect(overdueMarks('REPORT_SUBMISSION', months({ 4: { denominator: 1 }, 7: { denominator: 1 } }))).toEqual([]);
  });
});
