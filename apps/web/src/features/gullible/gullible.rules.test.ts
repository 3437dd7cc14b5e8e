import { describe, expect, it } from 'vitest';
import {
  checkDissuasion,
  checkInvite,
  checkVisit,
  EMPTY_DISSUASION,
  EMPTY_INVITE,
  EMPTY_VISIT,
} from './gullible.rules';

describe('gullible forms', () => {
  it('needs the visit content and sends the person version', () => {
    expect(checkVisit({ id: 'p', version: 2 }, EMPTY_VISIT).problem).toBe('请填写走访情况');
    expect(checkVisit({ id: 'p', version: 2 }, { ...EMPTY_VISIT, content: ' 入户 ' }).body).toEqual({
      personId: 'p',
      version: 2,
      publicityDone: true,
      appInstalled: false,
      circleJoined: false,
      content: '入户',
    });
  });

  it('checks the member phone by the spec mobile rule and names each field', () => {
    const bad = checkInvite('o', { ...EMPTY_INVITE, phone: '12345' });
    expect(bad.body).toBeUndefined();
    expect(Object.keys(bad.problems).sort()).toEqual(['name', 'phone', 'relation']);
    const good = checkInvite('o', { ...EMPTY_INVITE, name: '钱小明', phone: '13611112222', relation: '儿子' });
    expect(good.body).toMatchObject({ ownerId: 'o', phone: '13611112222', role: 'family', notify: true });
  });

  it('needs member, outcome and content for a 劝阻, and a money amount when given', () => {
    expect(checkDissuasion('a', EMPTY_DISSUASION).problem).toContain('成员');
    const form = { memberId: 'm', outcome: 'STOPPED' as const, amount: '1.234', content: '劝阻' };
    expect(checkDissuasion('a', form).problem).toContain('金额');
    expect(checkDissuasion('a', { ...form, amount: '' }).body).toEqual({
      memberId: 'm',
      assignmentId: 'a',
      outcome: 'STOPPED',
      amount: undefined,
      content: '劝阻',
    });
  });
});
