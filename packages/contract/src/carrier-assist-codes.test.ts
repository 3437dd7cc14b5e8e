import { describe, expect, it } from 'vitest';
import { carrierOfPhone } from './carrier-assist-codes.ts';

describe('the carrier of a number, by its segment 号段', () => {
  it('names the three carriers and 中国广电 by their segments', () => {
    expect(carrierOfPhone('13912345678')).toBe('CMCC');
    expect(carrierOfPhone('18612345678')).toBe('CUCC');
    expect(carrierOfPhone('18912345678')).toBe('CTCC');
    expect(carrierOfPhone('19212345678')).toBe('CBN');
  });

  it('maps virtual operators to their host network, four digits before three', () => {
    expect(carrierOfPhone('17051234567')).toBe('CMCC');
    expect(carrierOfPhone('17091234567')).toBe('CUCC');
    expect(carrierOfPhone('17001234567')).toBe('CTCC');
    expect(carrierOfPhone('16212345678')).toBe('CTCC');
    // 1349 (satellite) is 中国电信's inside 中国移动's 134.
    expect(carrierOfPhone('13491234567')).toBe('CTCC');
    expect(carrierOfPhone('13481234567')).toBe('CMCC');
  });

  it('reads +86 and spaces, and knows no landline, short or unallocated number', () => {
    expect(carrierOfPhone('+86 139-1234-5678')).toBe('CMCC');
    expect(carrierOfPhone('057188880000')).toBeNull();
    expect(carrierOfPhone('1391234')).toBeNull();
    expect(carrierOfPhone('14012345678')).toBeNull();
    expect(carrierOfPhone(null)).toBeNull();
  });
});
