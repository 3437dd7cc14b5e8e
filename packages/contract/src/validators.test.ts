import { describe, expect, it } from 'vitest';
import { idNumberCheckCharacter, isIdNumber, validators, type ValidatorName } from './validators.ts';

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

/** An ID number of Dongcheng, Beijing, born on `birth` (YYYYMMDD), with its right check character. */
const bornOn = (birth: string) => `110101${birth}123${idNumberCheckCharacter(`110101${birth}123`)}`;

describe('ID numbers by GB 11643-1999', () => {
  const now = new Date('2025-06-01T08:00:00Z');

  it('computes the check character of the standard example', () => {
    expect(idNumberCheckCharacter('11010519491231002')).toBe('X');
    expect(idNumberCheckCharacter('11010119900106123')).toBe('4');
  });

  it.each(['11010519491231002X', '110101199001061234', bornOn('20000229'), bornOn('19000101'), bornOn('20250601')])(
    'accepts %s',
    (id) => expect(isIdNumber(id, now)).toBe(true),
  );

  it.each([
    ['a wrong check character', '110101199001011234'],
    ['a digit where the check is X', '110105194912310021'],
    ['a lower-case x', '11010519491231002x'],
    ['the old 15-digit form', '110101900106123'],
    ['17 digits', '11010119900106123'],
    ['19 digits', '1101011990010612345'],
    ['a letter inside', '1101011990A1061234'],
    ['month 13', bornOn('19901301')],
    ['30 February', bornOn('19900230')],
    ['29 February of 1900', bornOn('19000229')],
    ['a birth before 1900', bornOn('18991231')],
    ['a birth tomorrow (UTC+8)', bornOn('20250602')],
    ['an empty string', ''],
  ])('refuses %s', (_reason, id) => expect(isIdNumber(id, now)).toBe(false));

  it('reads today in China: born 2 June is valid from 16:00 UTC on 1 June', () => {
    expect(isIdNumber(bornOn('20250602'), new Date('2025-06-01T15:59:59Z'))).toBe(false);
    expect(isIdNumber(bornOn('20250602'), new Date('2025-06-01T16:00:00Z'))).toBe(true);
  });
});
