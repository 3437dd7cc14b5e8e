import { PASSWORD_MESSAGES } from '@afp/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { showToast, toastError } from '../../../lib/feedback';
import { PasswordChangeForm } from './password-change-form';

vi.mock('../../../lib/feedback', () => ({ showToast: vi.fn(), toastError: vi.fn() }));

const inputOf = (testId: string) => screen.getByTestId(testId).querySelector('input') ?? screen.getByTestId(testId);
const type = (testId: string, value: string) => fireEvent.change(inputOf(testId), { target: { value } });
const submit = () => fireEvent.click(screen.getByTestId('password-submit'));
/** The problem shown under a field. */
const problemAt = (testId: string) =>
  screen.getByTestId(testId).closest('.adm-list-item')?.querySelector('.adm-list-item-description')?.textContent ?? '';

function renderForm(send = vi.fn().mockResolvedValue(null)) {
  const onChanged = vi.fn();
  render(<PasswordChangeForm send={send} onChanged={onChanged} />);
  return { send, onChanged };
}

describe('修改密码 form', () => {
  it('sends nothing and names every wrong field on submit; nothing shows before the first tap', () => {
    const { send } = renderForm();
    type('password-new', 'abcdefgh');
    expect(problemAt('password-new')).toBe('');
    submit();
    expect(problemAt('password-old')).toBe(PASSWORD_MESSAGES.oldRequired);
    expect(problemAt('password-new')).toBe(PASSWORD_MESSAGES.classes);
    expect(problemAt('password-repeat')).toBe(PASSWORD_MESSAGES.repeat);
    expect(showToast).toHaveBeenLastCalledWith(PASSWORD_MESSAGES.oldRequired);
    expect(send).not.toHaveBeenCalled();
  });

  it('clears each field’s problem the moment its value is right, and shows the next one as it is typed', () => {
    renderForm();
    submit();
    expect(problemAt('password-old')).toBe(PASSWORD_MESSAGES.oldRequired);
    type('password-old', 'coop_123');
    expect(problemAt('password-old')).toBe('');
    type('password-new', 'short1');
    expect(problemAt('password-new')).toBe(PASSWORD_MESSAGES.length);
    type('password-new', 'abcdefgh');
    expect(problemAt('password-new')).toBe(PASSWORD_MESSAGES.classes);
    type('password-new', 'coop_123');
    expect(problemAt('password-new')).toBe(PASSWORD_MESSAGES.sameAsOld);
    type('password-new', 'Partner_2026');
    expect(problemAt('password-new')).toBe('');
    expect(problemAt('password-repeat')).toBe(PASSWORD_MESSAGES.repeat);
    type('password-repeat', 'Partner_2026');
    expect(problemAt('password-repeat')).toBe('');
  });

  it('sends the old and the new password (not the repeat) once right, then reports the change', async () => {
    const { send, onChanged } = renderForm();
    type('password-old', 'coop_123');
    type('password-new', 'Partner_2026');
    type('password-repeat', 'Partner_2026');
    submit();
    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    expect(send).toHaveBeenCalledWith({ oldPassword: 'coop_123', newPassword: 'Partner_2026' });
  });

  it('shows the server’s refusal under its field until that field is changed', async () => {
    const send = vi
      .fn()
      .mockRejectedValue(new ApiError(400, PASSWORD_MESSAGES.wrongOld, 'login.bad_credentials', 'oldPassword'));
    const { onChanged } = renderForm(send);
    type('password-old', 'coop_999');
    type('password-new', 'Partner_2026');
    type('password-repeat', 'Partner_2026');
    submit();
    await waitFor(() => expect(problemAt('password-old')).toBe(PASSWORD_MESSAGES.wrongOld));
    expect(toastError).toHaveBeenCalled();
    expect(problemAt('password-new')).toBe('');
    expect(onChanged).not.toHaveBeenCalled();
    type('password-old', 'coop_123');
    expect(problemAt('password-old')).toBe('');
  });
});
