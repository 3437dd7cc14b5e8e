import { describe, expect, it } from 'vitest';
import { checkProfileForm, checkRegisterForm, EMPTY_REGISTER_FORM, formatRankValue } from './promotion.rules';

describe('resident registration form', () => {
  it('asks for a name, a valid mobile number and a community', () => {
    const { body, problems } = checkRegisterForm('code', { ...EMPTY_REGISTER_FORM, phone: '12345' });
    expect(body).toBeUndefined();
    expect(problems).toEqual({ name: '请输入姓名', phone: '请输入正确的手机号码', communityId: '请选择社区' });
  });

  it('sends the trimmed values with the code', () => {
    const { body } = checkRegisterForm('abc', { name: ' 王小明 ', phone: '13812345678 ', communityId: 'c1' });
    expect(body).toEqual({ code: 'abc', name: '王小明', phone: '13812345678', communityId: 'c1' });
  });
});

describe('profile form', () => {
  it('refuses an empty name and sends a trimmed one', () => {
    expect(checkProfileForm({ name: '  ' }).problems.name).toBe('请输入姓名');
    expect(checkProfileForm({ name: ' 李卫士 ' }).body).toEqual({ name: '李卫士' });
  });
});

describe('promotion link and figures', () => {
  it('shows points whole, rates with two decimals and a rate with nothing to count as —', () => {
    expect(formatRankValue(12, '分')).toBe('12 分');
    expect(formatRankValue(66.667, '%')).toBe('66.67 %');
    expect(formatRankValue(null, '%')).toBe('—');
  });
});
