import { describe, expect, it } from 'vitest';
import { maskAddress, maskBankCard, maskIdNumber, maskName, maskPhone, personKeyOf } from './personal-data.ts';

describe('masking', () => {
  it('masks ID numbers, phones, bank cards, names and addresses', () => {
    expect(maskIdNumber('110101199001011234')).toBe('110***********1234');
    expect(maskPhone('13812341234')).toBe('138****1234');
    expect(maskBankCard('6222021234567890123')).toBe('6222***********0123');
    expect(maskName('张三丰')).toBe('张*丰');
    expect(maskName('李四')).toBe('李*');
    expect(maskName('欧阳小明')).toBe('欧**明');
    expect(maskAddress('江澜市东湖区湖滨路8号')).toBe('江澜市东湖区****');
    expect([maskPhone(null), maskIdNumber(null), maskAddress(null)]).toEqual(['', '', null]);
    expect(maskPhone('12345')).toBe('*****');
  });

  it('keys a person by ID number, else phone, else name', () => {
    expect(personKeyOf({ idNumber: '110101199001011234', phone: '13812341234', name: '张三' })).toBe(
      '110101199001011234',
    );
    expect(personKeyOf({ idNumber: null, phone: '13812341234', name: '张三' })).toBe('13812341234');
    expect(personKeyOf({ name: '张三' })).toBe('name:张三');
  });
});
