import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveDraft } from '../drafts/draft-store';
import { SUBMIT_WAITING_TEXT, SubmitWaitingBanner } from './submit-waiting-banner';
import { useSubmitOnce } from './use-submit-once';
import { withSignedInGuard } from '../../test/signed-in-guard';

vi.mock('../feedback', () => ({ toastError: vi.fn(), showToast: vi.fn() }));

let online = false;

function LiaisonForm({ send, onSent }: { send: () => Promise<string>; onSent: () => void }) {
  const submission = useSubmitOnce({ draftKey: 'liaison:a1', send, onSent });
  return (
    <>
      <SubmitWaitingBanner submission={submission} />
      <button type="button" disabled={submission.isBusy} onClick={() => submission.submit({ content: '已联系' })}>
        提交
      </button>
    </>
  );
}

withSignedInGuard();
beforeEach(() => {
  online = false;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  saveDraft('liaison:a1', { content: '已联系' });
});

describe('useSubmitOnce with its banner', () => {
  it('offline: the banner shows with 取消 and the button is disabled; back online it sends and the banner goes', async () => {
    const send = vi.fn(async () => 'ok');
    const onSent = vi.fn();
    render(<LiaisonForm send={send} onSent={onSent} />);
    fireEvent.click(screen.getByText('提交'));
    expect(screen.getByTestId('submit-waiting')).toHaveTextContent(SUBMIT_WAITING_TEXT);
    expect(screen.getByRole('status')).toHaveTextContent(SUBMIT_WAITING_TEXT);
    expect(screen.getByText('提交')).toBeDisabled();
    await act(async () => {
      online = true;
      window.dispatchEvent(new Event('online'));
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('submit-waiting')).toBeNull();
    expect(screen.getByText('提交')).toBeEnabled();
  });

  it('取消 ends the wait and frees the button', () => {
    const send = vi.fn(async () => 'ok');
    render(<LiaisonForm send={send} onSent={vi.fn()} />);
    fireEvent.click(screen.getByText('提交'));
    fireEvent.click(screen.getByTestId('submit-waiting-cancel'));
    expect(screen.queryByTestId('submit-waiting')).toBeNull();
    expect(screen.getByText('提交')).toBeEnabled();
    act(() => {
      online = true;
      window.dispatchEvent(new Event('online'));
    });
    expect(send).not.toHaveBeenCalled();
  });
});
