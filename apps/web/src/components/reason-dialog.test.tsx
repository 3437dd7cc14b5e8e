import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast, toastError } from '../lib/feedback';
import { ReasonButton, ReasonDialog, sendReason } from './reason-dialog';

vi.mock('../lib/feedback', () => ({ showToast: vi.fn(), toastError: vi.fn() }));

const TEXT = {
  title: '退回',
  placeholder: '请输入退回原因',
  required: '请填写退回原因',
  confirm: '确认退回',
  testId: 'return',
};

beforeEach(() => {
  vi.mocked(showToast).mockClear();
  vi.mocked(toastError).mockClear();
});

describe('sendReason: the usual answer of a reason dialog', () => {
  it('sends, then closes the dialog and says it is done', async () => {
    const close = vi.fn();
    await expect(sendReason(() => Promise.resolve({}), '已退回', close)).resolves.toBe(true);
    expect(close).toHaveBeenCalledTimes(1);
    expect(showToast).toHaveBeenCalledWith('已退回');
  });

  it('on a refusal toasts the error and keeps the dialog open', async () => {
    const close = vi.fn();
    const refusal = new Error('版本已变化');
    await expect(sendReason(() => Promise.reject(refusal), '已退回', close)).resolves.toBe(false);
    expect(close).not.toHaveBeenCalled();
    expect(showToast).not.toHaveBeenCalled();
    expect(toastError).toHaveBeenCalledWith(refusal);
  });

  it('keeps the typed reason in the dialog for another try after a refusal', async () => {
    render(
      <ReasonDialog
        text={TEXT}
        visible
        isSubmitting={false}
        onClose={() => undefined}
        onSubmit={(reason) =>
          sendReason(
            () => Promise.reject(new Error(reason)),
            '已退回',
            () => undefined,
          )
        }
      />,
    );
    const reason = screen.getByTestId('return-reason').querySelector('textarea') ?? screen.getByTestId('return-reason');
    fireEvent.change(reason, { target: { value: '材料不全' } });
    fireEvent.click(screen.getByTestId('return-confirm'));
    await waitFor(() => expect(toastError).toHaveBeenCalled());
    expect((reason as HTMLTextAreaElement).value).toBe('材料不全');
  });
});

describe('ReasonButton: 退回 / 撤回 asked with a reason', () => {
  it('opens the dialog, sends the reason given, then closes it and says it is done', async () => {
    const send = vi.fn(() => Promise.resolve({}));
    render(<ReasonButton label="退回" text={TEXT} done="已退回" isSubmitting={false} send={send} />);
    expect(screen.queryByTestId('return-dialog')).toBeNull();
    fireEvent.click(screen.getByTestId('return-button'));
    const reason = screen.getByTestId('return-reason').querySelector('textarea') ?? screen.getByTestId('return-reason');
    fireEvent.change(reason, { target: { value: '材料不全' } });
    fireEvent.click(screen.getByTestId('return-confirm'));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('已退回'));
    expect(send).toHaveBeenCalledWith('材料不全');
    // The dialog fades out: hidden once its closing animation ends.
    await waitFor(() => expect(screen.getByTestId('return-dialog')).not.toBeVisible(), { timeout: 5000 });
  });
});
