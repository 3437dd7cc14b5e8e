import { describe, expect, it } from 'vitest';
import {
  checkHandleForm,
  checkOrderForm,
  EMPTY_HANDLE_FORM,
  EMPTY_ORDER_FORM,
  minutesText,
  orderDeadlineLabel,
  rangeOfDays,
  rateText,
} from './cooperation-order.rules';

const NOW = Date.parse('2026-01-05T09:00:00+08:00');

describe('orderDeadlineLabel', () => {
  it('counts down to the deadline while an answer is owed', () => {
    const deadlineAt = new Date(NOW + 15 * 60_000 + 5_000).toISOString();
    expect(orderDeadlineLabel({ state: 'ISSUED', deadlineAt }, NOW)).toBe('剩余 00:15:05');
    expect(orderDeadlineLabel({ state: 'RETURNED', deadlineAt }, NOW)).toBe('剩余 00:15:05');
  });

  it('shows days for routine deadlines and how long it is overdue', () => {
    expect(
      orderDeadlineLabel({ state: 'HANDLING', deadlineAt: new Date(NOW + 2 * 86_400_000).toISOString() }, NOW),
    ).toBe('剩余 2天 00:00:00');
    expect(orderDeadlineLabel({ state: 'RECEIVED', deadlineAt: new Date(NOW - 61_000).toISOString() }, NOW)).toBe(
      '已超时 00:01:01',
    );
  });

  it('shows nothing once answered, closed or withdrawn', () => {
    for (const state of ['FED_BACK', 'CLOSED', 'WITHDRAWN'] as const)
      expect(orderDeadlineLabel({ state, deadlineAt: new Date(NOW - 1000).toISOString() }, NOW)).toBeNull();
  });
});

describe('checkOrderForm', () => {
  it('names what is missing', () => {
    const { body, problems } = checkOrderForm(EMPTY_ORDER_FORM);
    expect(body).toBeUndefined();
    expect(Object.keys(problems).sort()).toEqual(['content', 'targetOrgIds', 'title', 'type']);
  });

  it('sends minutes for an urgent order and working days for a routine one', () => {
    const form = {
      ...EMPTY_ORDER_FORM,
      title: ' 关停 ',
      type: 'NUMBER_SHUTDOWN' as const,
      content: '请关停',
      targetOrgIds: ['org-p17'],
    };
    expect(checkOrderForm({ ...form, urgency: 'URGENT', deadlineMinutes: 15 }).body).toMatchObject({
      title: '关停',
      urgency: 'URGENT',
      deadlineMinutes: 15,
    });
    const routine = checkOrderForm({ ...form, urgency: 'NORMAL', deadlineWorkingDays: 2 }).body;
    expect(routine).toMatchObject({ deadlineWorkingDays: 2 });
    expect(routine).not.toHaveProperty('deadlineMinutes');
    expect(checkOrderForm({ ...form, urgency: 'URGENT', deadlineMinutes: 1 }).problems.deadlineMinutes).toBeTruthy();
  });
});

describe('checkHandleForm', () => {
  const shutdown = { id: 't1', version: 2, type: 'NUMBER_SHUTDOWN' as const };

  it('asks for the answer, and the time done for 号码关停 and 止付/冻结', () => {
    expect(checkHandleForm(shutdown, EMPTY_HANDLE_FORM, NOW).problems).toEqual({
      answer: '请填写处理结果',
      doneAt: '请填写完成时间',
    });
    expect(checkHandleForm(shutdown, { ...EMPTY_HANDLE_FORM, answer: '已关停' }, NOW).problems).toEqual({
      doneAt: '请填写完成时间',
    });
    expect(
      checkHandleForm({ ...shutdown, type: 'QUERY' }, { ...EMPTY_HANDLE_FORM, answer: '已查' }, NOW).body,
    ).toMatchObject({
      action: 'FEEDBACK',
      version: 2,
      answer: '已查',
    });
  });

  it('refuses a time done in the future', () => {
    const future = new Date(NOW + 3_600_000);
    const local = `${future.getFullYear()}-${String(future.getMonth() + 1).padStart(2, '0')}-${String(future.getDate()).padStart(2, '0')}T${String(future.getHours()).padStart(2, '0')}:${String(future.getMinutes()).padStart(2, '0')}`;
    expect(checkHandleForm(shutdown, { ...EMPTY_HANDLE_FORM, answer: '已关停', doneAt: local }, NOW).problems).toEqual({
      doneAt: '完成时间不能晚于当前时间',
    });
  });
});

describe('figures texts', () => {
  it('reads minutes, hours and days, and shares as percentages', () => {
    expect(minutesText(null)).toBe('—');
    expect(minutesText(12.34)).toBe('12.3分钟');
    expect(minutesText(90)).toBe('1.5小时');
    expect(minutesText(2880)).toBe('2天');
    expect(rateText(0.8765)).toBe('87.7%');
    expect(rateText(null)).toBe('—');
  });

  it('makes China-day ranges ending today', () => {
    expect(rangeOfDays(7, Date.parse('2026-01-05T23:30:00+08:00'))).toEqual({ from: '2025-12-30', to: '2026-01-05' });
  });
});
