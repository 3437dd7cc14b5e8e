import { describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { MailOutboxRecord } from '@afp/contract';
import { OutboxCard } from './mail-cards';

const record = (over: Partial<MailOutboxRecord> = {}): MailOutboxRecord => ({
  id: 'm1',
  title: '关于开展反诈宣传月活动的通知',
  docNumber: '东湖反诈〔2026〕12号',
  urgency: 'URGENT',
  secrecy: 'PUBLIC',
  state: 'SENT',
  senderName: '刘专员',
  needsApproval: false,
  signDeadline: null,
  needsFeedback: true,
  feedbackDeadline: null,
  progress: { total: 20, read: 15, signed: 12, fedBack: 8, returned: 0, overdue: 0 },
  lastUrgedAt: null,
  version: 1,
  sentAt: '2026-11-29T02:00:00Z',
  ...over,
});

const showRow = (mail: MailOutboxRecord) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <OutboxCard record={mail} onOpen={() => {}} />
    </QueryClientProvider>,
  );

describe('the outbox row', () => {
  it('shows each figure over the units it went to, at a glance', () => {
    showRow(record());
    expect(screen.getByTestId('mail-outbox-progress').textContent).toBe('已读 15/20 · 签收 12/20 · 反馈 8/20');
  });

  it('adds the returned and the overdue units, the overdue in red, and no feedback for a mail that asks none', () => {
    showRow(
      record({ needsFeedback: false, progress: { total: 3, read: 3, signed: 1, fedBack: 0, returned: 1, overdue: 1 } }),
    );
    const line = screen.getByTestId('mail-outbox-progress');
    expect(line.textContent).toBe('已读 3/3 · 签收 1/3 · 退回 1 · 逾期 1');
    expect(screen.getByText(/逾期 1/).className).toMatch(/overdue/);
  });

  it('shows no progress while the mail waits for 签发 (no units yet)', () => {
    showRow(
      record({
        state: 'PENDING',
        docNumber: null,
        progress: { total: 0, read: 0, signed: 0, fedBack: 0, returned: 0, overdue: 0 },
      }),
    );
    expect(screen.queryByTestId('mail-outbox-progress')).toBeNull();
  });
});
