import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../feedback';
import { useSession } from '../session/session.store';
import { fieldProblem } from './field-problem';
import type { Checked } from './use-draft-form';
import { usePublicForm } from './use-public-form';

vi.mock('../feedback', () => ({ showToast: vi.fn(), showConfirm: vi.fn(), toastError: vi.fn() }));

type Form = { phone: string };
type Body = { phone: string };
const check = (form: Form): Checked<Body, { phone?: string }> =>
  form.phone.trim() ? { body: { phone: form.phone.trim() } } : { problems: { phone: '请输入手机号' } };

function SignInForm({ send }: { send: (body: Body, key: string) => Promise<unknown> }) {
  const { form, patch, problems, submitChecked } = usePublicForm({
    submitKey: 'sign-in:abc',
    empty: { phone: '' },
    check,
    send,
    onSent: () => showToast('签到成功'),
  });
  return (
    <>
      <input aria-label="手机号" value={form.phone} onChange={(e) => patch({ phone: e.target.value })} />
      <div data-testid="problem">{fieldProblem(problems.phone)}</div>
      <button onClick={submitChecked}>签到</button>
    </>
  );
}

beforeEach(() => {
  localStorage.clear();
  useSession.getState().clearSession();
  vi.mocked(showToast).mockClear();
});

describe('usePublicForm (no login)', () => {
  it('shows the problem at its field, toasts it and sends nothing', () => {
    const send = vi.fn(() => Promise.resolve({}));
    render(<SignInForm send={send} />);
    fireEvent.click(screen.getByText('签到'));
    expect(screen.getByTestId('problem').textContent).toBe('请输入手机号');
    expect(showToast).toHaveBeenCalledWith('请输入手机号');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the checked body once for a double tap and keeps nothing typed on the device', async () => {
    const send = vi.fn(() => Promise.resolve({}));
    render(<SignInForm send={send} />);
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13812345678' } });
    fireEvent.click(screen.getByText('签到'));
    fireEvent.click(screen.getByText('签到'));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('签到成功'));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ phone: '13812345678' }, expect.any(String));
    expect(JSON.stringify({ ...localStorage })).not.toContain('13812345678');
  });
});
