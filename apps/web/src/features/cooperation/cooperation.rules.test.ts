import { describe, expect, it } from 'vitest';
import {
  checkCreateForm,
  checkHandleForm,
  deadlineLabel,
  EMPTY_CREATE_FORM,
  EMPTY_HANDLE_FORM,
  expiryLabel,
} from './cooperation.rules';

const now = Date.parse('2026-01-05T09:00:00+08:00');
const task = { id: 't1', version: 3 };

describe('cooperation countdowns', () => {
  it('counts down while the partner owes an answer and says when it ran out', () => {
    const deadlineAt = new Date(now + (29 * 60 + 5) * 1000).toISOString();
    expect(deadlineLabel({ state: 'ISSUED', deadlineAt }, now)).toBe('剩余 00:29:05');
    expect(deadlineLabel({ state: 'RETURNED', deadlineAt }, now + 30 * 60_000)).toBe('已超时');
    expect(deadlineLabel({ state: 'FED_BACK', deadlineAt }, now)).toBeNull();
  });

  it('counts down to a waiting 延期 / 解除 of an answered task (the bank owes it)', () => {
    const deadlineAt = new Date(now - 86_400_000).toISOString();
    const pendingStepDeadlineAt = new Date(now + 3600 * 1000).toISOString();
    expect(deadlineLabel({ state: 'FED_BACK', deadlineAt, pendingStepDeadlineAt }, now)).toBe('剩余 01:00:00');
  });

  it('shows days for a long measure', () => {
    expect(expiryLabel(new Date(now + (2 * 86_400 + 3600) * 1000).toISOString(), now)).toBe('有效期剩余 2天 01:00:00');
    expect(expiryLabel(new Date(now - 1000).toISOString(), now)).toBe('措施已到期');
    expect(expiryLabel(null, now)).toBeNull();
  });
});

describe('the handle form', () => {
  it('asks a 运营商协助 for done or cannot and a note, and sends the outcome', () => {
    const assist = { ...task, type: 'CARRIER_ASSIST' as const };
    expect(checkHandleForm(assist, EMPTY_HANDLE_FORM, now).problems).toEqual({
      assistOutcome: '请选择协助结果',
      content: '请填写协助情况',
    });
    const cannot = { ...EMPTY_HANDLE_FORM, assistOutcome: 'CANNOT' as const };
    expect(checkHandleForm(assist, cannot, now).problems).toEqual({ content: '请填写无法协助的原因' });
    const { body } = checkHandleForm(assist, { ...cannot, content: '号码已停机' }, now);
    expect(body).toMatchObject({ type: 'CARRIER_ASSIST', assistOutcome: 'CANNOT', content: '号码已停机' });
  });

  it('asks a 止付 for what a bank records: account, 户名, 开户行, amount, result and time', () => {
    const { body, problems } = checkHandleForm({ ...task, type: 'STOP_PAYMENT' }, EMPTY_HANDLE_FORM, now);
    expect(body).toBeUndefined();
    expect(Object.keys(problems).sort()).toEqual(
      ['account', 'accountName', 'amount', 'bankName', 'doneAt', 'result'].sort(),
    );
  });

  const stopped = {
    ...EMPTY_HANDLE_FORM,
    account: ' 6222 ',
    accountName: '张某某',
    bankName: '工商银行西湖支行',
    amount: '1200.5',
    result: 'SUCCESS' as const,
    resultReason: '不会发出',
    doneAt: '2026-01-04T08:55',
    photos: ['k'],
  };

  it('asks the reason of a partial or failed 止付', () => {
    const { problems } = checkHandleForm(
      { ...task, type: 'STOP_PAYMENT' },
      { ...stopped, result: 'FAILED', resultReason: '' },
      now,
    );
    expect(problems).toEqual({ resultReason: '请填写止付失败的原因' });
  });

  it('builds the body of a 止付 with the amount and the time done', () => {
    const { body } = checkHandleForm({ ...task, type: 'STOP_PAYMENT' }, stopped, now);
    expect(body).toMatchObject({ id: 't1', version: 3, account: '6222', amount: '1200.5', photos: ['k'] });
    expect(body).toMatchObject({ accountName: '张某某', bankName: '工商银行西湖支行', result: 'SUCCESS' });
    expect(body?.resultReason).toBeUndefined();
    expect(body?.number).toBeUndefined();
    expect(Date.parse(body!.doneAt!)).toBe(Date.parse('2026-01-04T08:55+08:00'));
  });

  it('refuses a time done in the future', () => {
    const { problems } = checkHandleForm(
      { ...task, type: 'NUMBER_SHUTDOWN' },
      { ...EMPTY_HANDLE_FORM, number: '13800000000', doneAt: '2099-01-01T00:00' },
      now,
    );
    expect(problems.doneAt).toBe('办理时间不能晚于当前时间');
  });

  it('asks a 协查 for its answer and other types for what was done', () => {
    expect(checkHandleForm({ ...task, type: 'QUERY' }, EMPTY_HANDLE_FORM, now).problems).toEqual({
      answer: '请填写协查结果',
    });
    expect(checkHandleForm({ ...task, type: 'PUBLICITY' }, EMPTY_HANDLE_FORM, now).problems).toEqual({
      content: '请填写处理情况',
    });
  });
});

describe('the create form', () => {
  it('needs partners, a type, a title and content', () => {
    expect(Object.keys(checkCreateForm(EMPTY_CREATE_FORM).problems).sort()).toEqual(
      ['content', 'partnerOrgIds', 'title', 'type'].sort(),
    );
  });

  it('needs the account of a measure and sends the deadline of its urgency only', () => {
    const form = {
      ...EMPTY_CREATE_FORM,
      partnerOrgIds: ['org-p01'],
      type: 'FREEZE' as const,
      urgency: 'URGENT' as const,
      deadlineMinutes: 15,
      deadlineWorkingDays: 3,
      title: '冻结',
      content: '请冻结',
    };
    expect(checkCreateForm(form).problems).toEqual({ subjectAccount: '请填写涉案账户' });
    const { body } = checkCreateForm({ ...form, subjectAccount: '6222' });
    expect(body).toMatchObject({ deadlineMinutes: 15, subjectAccount: '6222' });
    expect(body?.deadlineWorkingDays).toBeUndefined();
  });
});
