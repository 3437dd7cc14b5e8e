import { MAIL_RECEIPT_STATES } from '@afp/contract';
import { describe, expect, it } from 'vitest';
import { reasonOf } from './mail.timeline.ts';

describe('a timeline line’s remark', () => {
  const moved = { fromState: 'FED_BACK', toState: 'SIGNED' };
  it('keeps only the reason of a logged move, not its state labels', () => {
    expect(reasonOf({ ...moved, remark: '已反馈 → 已签收：请补充场次' }, MAIL_RECEIPT_STATES, '退回重办')).toBe(
      '请补充场次',
    );
    expect(reasonOf({ ...moved, remark: '已反馈 → 已签收' }, MAIL_RECEIPT_STATES, '退回重办')).toBeNull();
  });

  it('keeps a remark written in words, and drops one that only repeats the action', () => {
    const sent = { fromState: null, toState: 'SENT' };
    expect(reasonOf({ ...sent, remark: '东湖反诈〔2026〕3号 发送至2个单位' }, MAIL_RECEIPT_STATES, '发送')).toBe(
      '东湖反诈〔2026〕3号 发送至2个单位',
    );
    expect(reasonOf({ ...sent, remark: '发送' }, MAIL_RECEIPT_STATES, '发送')).toBeNull();
  });
});
