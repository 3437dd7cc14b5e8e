import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createPersonKey,
  maskAddress,
  maskBankCard,
  maskIdNumber,
  maskName,
  maskNumbersInText,
  maskPhone,
} from './personal-data.ts';

describe('masking', () => {
  it('masks every long number in a free text, however it is written, and leaves short figures', () => {
    expect(maskNumbersInText('关联号码：13912345678、139 2345 6789；妻子 139-3456-7890，共 3 个，损失 5000 元')).toBe(
      '关联号码：139****5678、139****6789；妻子 139****7890，共 3 个，损失 5000 元',
    );
    expect(maskNumbersInText('身份证 33010219480307123X')).toBe('身份证 330***********123X');
  });

  it('masks ID numbers, phones, bank cards, names and addresses', () => {
    expect(maskIdNumber('110101199001061234')).toBe('110***********1234');
    expect(maskPhone('13812341234')).toBe('138****1234');
    expect(maskBankCard('6222021234567890123')).toBe('6222***********0123');
    expect(maskName('张三丰')).toBe('张*丰');
    expect(maskName('李四')).toBe('李*');
    expect(maskName('欧阳小明')).toBe('欧**明');
    expect(maskAddress('江澜市东湖区湖滨路8号')).toBe('江澜市东湖区****');
    expect([maskPhone(null), maskIdNumber(null), maskAddress(null)]).toEqual(['', '', null]);
    expect(maskPhone('12345')).toBe('*****');
  });

  it('masks by characters: an emoji counts once and is never cut in half', () => {
    expect(maskName('钱🌸')).toBe('钱*');
    expect(maskName('钱🌸🌸钱')).toBe('钱**钱');
    expect(maskName('🌸小明')).toBe('🌸*明');
    expect(maskAddress('🏠湖滨花园3幢')).toBe('🏠湖滨花****');
    expect(maskPhone('138🌸1234')).toBe('138*1234');
  });

  it('keys a person by a keyed hash of the normalised ID number, else phone, else name', () => {
    const keyOf = createPersonKey('a-test-secret-of-at-least-32-characters');
    const byId = keyOf({ idNumber: '33010619880315107X', phone: '13812341234', name: '张三' });
    expect(byId).toMatch(/^[0-9a-f]{64}$/);
    // The same ID number however it is written, whatever phone or name comes with it.
    expect(keyOf({ idNumber: ' 33010619880315107x ', phone: '13900000000', name: '张三丰' })).toBe(byId);
    expect(keyOf({ idNumber: '330106198803151088', phone: '13812341234', name: '张三' })).not.toBe(byId);
    // Without an ID number: the phone, digits only (and without the country code).
    const byPhone = keyOf({ idNumber: null, phone: '138 1234-1234', name: '张三' });
    expect(keyOf({ idNumber: '', phone: '+86 13812341234', name: '李四' })).toBe(byPhone);
    expect(byPhone).not.toBe(byId);
    expect(keyOf({ name: ' 张三 ' })).toBe(keyOf({ idNumber: null, phone: '', name: '张三' }));
    expect(keyOf({ name: '张三' })).not.toBe(byPhone);
    // Keyed: another secret gives other keys, so the key cannot be recomputed from an ID number alone.
    expect(
      createPersonKey('another-secret-of-at-least-32-characters')({ idNumber: '33010619880315107X', name: '' }),
    ).not.toBe(byId);
  });

  it('keys with HMAC-SM3, and with HMAC-SHA256 only for a database that keyed persons so before sealing', () => {
    const secret = 'a-test-secret-of-at-least-32-characters';
    const victim = { idNumber: '33010619880315107X', name: '' };
    expect(createPersonKey(secret)(victim)).toBe(
      createHmac('sm3', secret).update('id:33010619880315107X').digest('hex'),
    );
    expect(createPersonKey(secret, 'hmac-sha256')(victim)).toBe(
      createHmac('sha256', secret).update('id:33010619880315107X').digest('hex'),
    );
  });
});
