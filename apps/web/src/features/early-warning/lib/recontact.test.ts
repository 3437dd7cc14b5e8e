import { describe, expect, it } from 'vitest';
import { recontactOf } from './recontact';

const due = '2026-11-28T06:30:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('the wait for the next attempt (待再次联系)', () => {
  it('names the re-contact by the attempts on record and counts down to it', () => {
    expect(recontactOf({ contactAttempts: 1, nextAttemptDue: due }, at('2026-11-28T06:00:01.000Z'))).toMatchObject({
      label: '待再次联系（第 1 次）',
      countdown: '还剩 29:59',
      isDue: false,
    });
  });

  it('says when the attempt is due', () => {
    expect(recontactOf({ contactAttempts: 2, nextAttemptDue: due }, at('2026-11-28T06:31:00.000Z'))).toMatchObject({
      label: '待再次联系（第 2 次）',
      countdown: '已到时间 01:00',
      isDue: true,
    });
  });

  it('shows nothing when no attempt is waiting', () => {
    expect(recontactOf({ contactAttempts: 2, nextAttemptDue: null }, at(due))).toBeNull();
    expect(recontactOf({ contactAttempts: 0, nextAttemptDue: due }, at(due))).toBeNull();
  });
});
