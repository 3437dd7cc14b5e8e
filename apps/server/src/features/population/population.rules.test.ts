import { describe, expect, it } from 'vitest';
import { describeTagChange, orderedTags, residentSearchOf } from './population.rules.ts';

const NOW = new Date('2026-06-01T00:00:00Z');

describe('residentSearchOf', () => {
  it('reads a whole phone or ID number as an exact search, anything else as a name prefix', () => {
    expect(residentSearchOf(' 13700000001 ', NOW)).toEqual({ by: 'phone', phone: '13700000001' });
    expect(residentSearchOf('33010219800101123x', NOW)).toEqual({ by: 'idNumber', idNumber: '33010219800101123X' });
    expect(residentSearchOf('钱知', NOW)).toEqual({ by: 'name', prefix: '钱知' });
    // A wrong check character is no ID number; a part of a phone is no phone.
    expect(residentSearchOf('330102198001011237', NOW)?.by).toBe('name');
    expect(residentSearchOf('1370000', NOW)?.by).toBe('name');
    expect(residentSearchOf('  ', NOW)).toBeUndefined();
  });
});

describe('tags', () => {
  it('keeps the catalogue order and describes a change for the log', () => {
    expect(orderedTags(['GULLIBLE', 'ELDERLY_ALONE'])).toEqual(['ELDERLY_ALONE', 'GULLIBLE']);
    expect(describeTagChange([], ['GULLIBLE'])).toBe('标签：无 → 易受骗');
  });
});
