import { describe, expect, it } from 'vitest';
import { checkDissuasion, checkInvite, EMPTY_DISSUASION, EMPTY_INVITE } from './protection-circle.rules';

describe('protection circle forms', () => {
  it('checks the member phone by the spec mobile rule and names each field', () => {
    const bad = checkInvite('o', { ...EMPTY_INVITE, phone: '12345' });
    expect(bad.body).toBeUndefined();
    expect(Object.keys(bad.problems).sort()).toEqual(['name', 'phone', 'relation']);
    const good = checkInvite('o', { ...EMPTY_INVITE, name: '钱小明', phone: '13611112222', relation: '儿子' });
    expect(good.body).toMatchObject({ ownerId: 'o', phone: '13611112222', role: 'family', notify: true });
  });

  it('needs member, outcome and content for a 劝阻, and a money amount when given', () => {
    expect(Object.values(checkDissuasion('a', EMPTY_DISSUASION).problems ?? {})[0]).toContain('成员');
    const form = { memberId: 'm', outcome: 'STOPPED' as const, amount: '1.234', content: '劝阻' };
    expect(checkDissuasion('a', form).problems).toEqual({ amount: '金额须为非负数且最多两位小数' });
    expect(checkDissuasion('a', { ...form, amount: '' }).body).toEqual({
      memberId: 'm',
      assignmentId: 'a',
      outcome: 'STOPPED',
      amount: undefined,
      content: '劝阻',
    });
  });
});
