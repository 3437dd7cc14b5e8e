import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast, toastError } from '../lib/feedback';
import { ReasonDialog, sendReason } from './reason-dialog';

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
