import { describe, expect, it } from 'vitest';
import { keywordKindOf, normalisedKeyword } from './information.rules.ts';

describe('keywordKindOf', () => {
  it('reads 11 digits starting with 1 as a phone', () => expect(keywordKindOf('13812341234')).toBe('phone'));
  it('reads 18-character and 15-digit ID numbers', () => {
    expect(keywordKindOf('11010119900101123X')).toBe('idNumber');
    expect(keywordKindOf('110101900101123')).toBe('idNumber');
  });
  it('reads anything else as a name', () => {
    expect(keywordKindOf('张三')).toBe('name');
    expect(keywordKindOf('1381234')).toBe('name');
  });
  it('upper-cases the check letter of an ID number', () =>
    expect(normalisedKeyword('11010119900101123x', 'idNumber')).toBe('11010119900101123X'));
});
