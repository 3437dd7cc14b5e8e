import { GULLIBLE_REVISIT_DAYS } from '@afp/contract';
import { describe, expect, it } from 'vitest';
import { gullibleSearchOf, revisitSince, visitStatusOf } from './gullible.rules.ts';

const DAY = 86_400_000;
const now = new Date('2026-05-01T00:00:00Z');

describe('gullible visit status', () => {
  it('is 未走访 without a visit, 已走访 within the revisit days, 待回访 after', () => {
    expect(visitStatusOf(null, now)).toBe('NEVER');
    expect(visitStatusOf(new Date(now.getTime() - 10 * DAY), now)).toBe('VISITED');
    expect(visitStatusOf(new Date(now.getTime() - GULLIBLE_REVISIT_DAYS * DAY), now)).toBe('VISITED');
    expect(visitStatusOf(new Date(now.getTime() - GULLIBLE_REVISIT_DAYS * DAY - 1), now)).toBe('DUE');
    expect(revisitSince(now).getTime()).toBe(now.getTime() - GULLIBLE_REVISIT_DAYS * DAY);
  });
});

describe('gullible search', () => {
  it('tells a whole phone, a whole ID number and a name apart', () => {
    expect(gullibleSearchOf('13812345678')).toEqual({ by: 'phone', phone: '13812345678' });
    expect(gullibleSearchOf('11010119900307123x')).toEqual({ by: 'idNumber', idNumber: '11010119900307123X' });
    expect(gullibleSearchOf(' 张 ')).toEqual({ by: 'name', prefix: '张' });
    expect(gullibleSearchOf('  ')).toBeUndefined();
    expect(gullibleSearchOf(undefined)).toBeUndefined();
  });
});
