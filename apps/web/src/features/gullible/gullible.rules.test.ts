import { describe, expect, it } from 'vitest';
import { checkRisk, checkVisit, EMPTY_VISIT, riskFormOf } from './gullible.rules';

describe('gullible forms', () => {
  it('needs the visit content and sends the person version', () => {
    expect(checkVisit({ id: 'p', version: 2 }, EMPTY_VISIT).problems).toEqual({ content: '请填写走访情况' });
    expect(checkVisit({ id: 'p', version: 2 }, { ...EMPTY_VISIT, content: ' 入户 ' }).body).toEqual({
      personId: 'p',
      version: 2,
      publicityDone: true,
      appInstalled: false,
      circleJoined: false,
      content: '入户',
    });
  });

  it('changes the risk to another level only, with a reason, at the person version', () => {
    const person = { id: 'p', version: 3, riskLevel: 'HIGH' as const };
    expect(checkRisk(person, riskFormOf(person)).problems).toEqual({ riskLevel: '请选择新的风险等级' });
    expect(checkRisk(person, { riskLevel: 'LOW', reason: ' ' }).problems).toEqual({ reason: '请填写调整原因' });
    expect(checkRisk(person, { riskLevel: 'LOW', reason: ' 已劝阻 ' }).body).toEqual({
      personId: 'p',
      version: 3,
      riskLevel: 'LOW',
      reason: '已劝阻',
    });
  });
});
