import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { readDraft, removeDraft, saveDraft, writePendingSend } from '../../../lib/drafts/draft-store';
import { showConfirm, showToast } from '../../../lib/feedback';
import { outboxForm, registerOutboxForms } from '../../../lib/outbox';
import { TestRouter } from '../../../lib/router';
import { withSignedInGuard } from '../../../test/signed-in-guard';
import OutboxPage from './outbox.page';

vi.mock('../../../lib/feedback', () => ({ showToast: vi.fn(), showConfirm: vi.fn(), toastError: vi.fn() }));

const KEY = 'b'.repeat(32);
const send = vi.fn<(body: unknown, key: string) => Promise<unknown>>();
registerOutboxForms([outboxForm('page-test', '预警反馈', (body: unknown, key) => send(body, key))]);

const queue = (
  draftKey: string,
  failure?: { kind: 'offline'; at: string } | { kind: 'refused'; at: string; message: string },
) => {
  saveDraft(draftKey, { remark: '已联系本人' });
  writePendingSend(draftKey, {
    key: KEY,
    body: '{"assignmentId":"a1"}',
    queuedAt: '2026-11-29T01:02:00.000Z',
    subject: '预警编号 YJ-20261129-0001',
    formLink: '/pages/packageSubGuard/early-warning-handle/early-warning-handle?id=a1',
    failure,
  });
};
const renderPage = () =>
  render(
    <TestRouter>
      <OutboxPage />
    </TestRouter>,
  );
const card = () => screen.getByTestId('outbox-item');

withSignedInGuard();
beforeEach(() => {
  send.mockReset();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});

describe('待发送', () => {
  it('says so when nothing waits', () => {
    renderPage();
    expect(screen.getByTestId('outbox-empty')).toHaveTextContent('没有待发送的表单');
  });

  it('lists a form queued offline with what, when (China time) and why', () => {
    queue('page-test:a1', { kind: 'offline', at: '2026-11-29T01:02:00.000Z' });
    renderPage();
    expect(card()).toHaveAttribute('data-state', 'offline');
    expect(card()).toHaveTextContent('预警反馈');
    expect(card()).toHaveTextContent('预警编号 YJ-20261129-0001');
    expect(card()).toHaveTextContent('2026-11-29 09:02');
    expect(within(card()).getByTestId('outbox-reason-tag')).toHaveTextContent('无网络');
  });

  it('重试 sends with the stored key and the card goes when the server has it', async () => {
    queue('page-test:a1', { kind: 'offline', at: '2026-11-29T01:02:00.000Z' });
    send.mockResolvedValueOnce({ ok: true });
    renderPage();
    fireEvent.click(screen.getByTestId('outbox-retry'));
    await waitFor(() => expect(screen.getByTestId('outbox-empty')).toBeInTheDocument());
    expect(send).toHaveBeenCalledExactlyOnceWith({ assignmentId: 'a1' }, KEY);
    expect(showToast).toHaveBeenCalledWith('预警反馈已发送');
  });

  it('a refusal shows the server’s message and 去修改 instead of 重试', async () => {
    queue('page-test:a1', { kind: 'offline', at: '2026-11-29T01:02:00.000Z' });
    send.mockRejectedValueOnce(new ApiError(409, '该预警已被他人处理'));
    renderPage();
    fireEvent.click(screen.getByTestId('outbox-retry'));
    await waitFor(() => expect(card()).toHaveAttribute('data-state', 'refused'));
    expect(screen.getByTestId('outbox-reason')).toHaveTextContent('该预警已被他人处理');
    expect(screen.queryByTestId('outbox-retry')).toBeNull();
    expect(screen.getByTestId('outbox-edit')).toBeInTheDocument();
  });

  it('删除 asks first; confirmed, the form and its draft go', async () => {
    queue('page-test:a1', { kind: 'refused', at: '2026-11-29T01:02:00.000Z', message: '无权操作' });
    vi.mocked(showConfirm).mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    renderPage();
    fireEvent.click(screen.getByTestId('outbox-delete'));
    await waitFor(() => expect(showConfirm).toHaveBeenCalledTimes(1));
    expect(card()).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('outbox-delete'));
    await waitFor(() => expect(screen.getByTestId('outbox-empty')).toBeInTheDocument());
    expect(readDraft('page-test:a1')).toBeUndefined();
  });

  it('follows a send that completes elsewhere (the form’s own late answer)', () => {
    queue('page-test:a1');
    renderPage();
    expect(card()).toHaveAttribute('data-state', 'noAnswer');
    act(() => removeDraft('page-test:a1'));
    expect(screen.getByTestId('outbox-empty')).toBeInTheDocument();
  });
});
