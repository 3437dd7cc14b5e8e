import { describe, expect, it } from 'vitest';
import { validators, type ValidatorName } from './validators.ts';

/** Spec §5: every generic string check, each with values it must accept and values it must refuse. */
const EXAMPLES: Record<ValidatorName, { valid: string[]; invalid: string[] }> = {
  mobile: {
    valid: ['13800000000', '19912345678', '10000000000'],
    invalid: ['', '1380000000', '138000000001', '23800000000', '1380000000a', ' 13800000000', '+8613800000000'],
  },
  landline: {
    valid: ['010-12345678', '0571-8765432', '02112345678', '07551234567'],
    invalid: ['', '12345678', '010-123456', '1010-1234567', '0571-123456789', '010 12345678', '(010)12345678'],
  },
  idCard: {
    valid: ['110101900307123', '110101199003071234', '11010119900307123X', '11010119900307123x'],
    invalid: [
      '',
      '11010119900307123',
      '1101011990030712345',
      '11010119900307123Y',
      'X10101199003071234',
      '11010119900307X234',
    ],
  },
  smsCode: {
    valid: ['123456', '000000'],
    invalid: ['', '12345', '1234567', '12345a', '12 456'],
  },
  password: {
    valid: ['abc123', 'admin_123', 'A_b_C_1', '______', 'a'.repeat(18)],
    invalid: ['', 'abc12', 'a'.repeat(19), 'abc 123', 'abc-123', 'pass@word', '密码abcdef'],
  },
  payPassword: {
    valid: ['123456', '000000'],
    invalid: ['', '12345', '1234567', 'abcdef', '12345x'],
  },
  postalCode: {
    valid: ['100000', '310012', '010000'],
    invalid: ['', '10000', '1000000', 'abcdef', '31001a'],
  },
  qq: {
    valid: ['10000', '123456789', '1234567890'],
    invalid: ['', '1234', '12345678901', '01234', 'abcde', '12345a'],
  },
  email: {
    valid: ['a@b.com', 'first.last+tag@example.com.cn', 'user_name@sub-domain.example.org'],
    invalid: ['', 'a@b', '@b.com', 'a@.com', 'a b@c.com', 'a@b..com', 'plainaddress', 'a@b.com.'],
  },
  money: {
    valid: ['0', '12', '12.3', '12.34', '0.5', '1000000.00'],
    invalid: ['', '12.345', '-1', '01', '.5', '1.', 'abc', '1,000', '+1'],
  },
  url: {
    valid: ['http://example.com', 'https://a.b/c?d=e#f', 'HTTPS://EXAMPLE.COM/path'],
    invalid: ['', 'ftp://x.com', 'example.com', 'http://', 'http:// x.com', 'javascript:alert(1)', '//example.com'],
  },
  ip: {
    valid: ['0.0.0.0', '192.168.1.1', '255.255.255.255', '10.0.0.254'],
    invalid: ['', '256.1.1.1', '1.2.3', '1.2.3.4.5', '01.2.3.4', 'a.b.c.d', '1.2.3.-4'],
  },
  date: {
    valid: ['2024-02-29', '2023-01-01 08:30', '2024-12-31 23:59:59', '2023-10-09 00:00:00'],
    invalid: [
      '',
      '2024-13-01',
      '2024-1-1',
      '2024/01/01',
      '2024-01-32',
      '2024-01-01 24:00',
      '2024-01-01T08:30',
      '24-01-01',
    ],
  },
  digit: {
    valid: ['0', '7', '9'],
    invalid: ['', '12', 'a', '-1', ' 1'],
  },
  letters: {
    valid: ['abc', 'ABCdef', 'Z'],
    invalid: ['', 'abc1', 'ab c', '中文', 'a_b'],
  },
  lowercase: {
    valid: ['abc', 'z'],
    invalid: ['', 'Abc', 'abc1', 'ABC', 'ab c'],
  },
  uppercase: {
    valid: ['ABC', 'Z'],
    invalid: ['', 'ABc', 'ABC1', 'abc', 'A B'],
  },
  htmlTag: {
    valid: ['<div>', '<br/>', '<a href="x">link</a>', "text with <img src='a.png'> inside"],
    invalid: ['', 'plain text', 'a < b', '1 > 0'],
  },
};

const cases = (kind: 'valid' | 'invalid') =>
  (Object.keys(EXAMPLES) as ValidatorName[]).flatMap((name) => EXAMPLES[name][kind].map((value) => ({ name, value })));

describe('validators of spec §5', () => {
  it('offers exactly the eighteen checks the spec lists', () => {
    expect(Object.keys(validators).sort()).toEqual(Object.keys(EXAMPLES).sort());
    expect(Object.keys(validators)).toHaveLength(18);
  });

  it.each(cases('valid'))('$name accepts $value', ({ name, value }) => {
    expect(validators[name](value)).toBe(true);
  });

  it.each(cases('invalid'))('$name refuses $value', ({ name, value }) => {
    expect(validators[name](value)).toBe(false);
  });
});
