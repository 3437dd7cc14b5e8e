import { isMobile, VALIDATION_MESSAGES } from '@afp/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useCheckedSubmit, type Checked } from './checked-submit';
import { fieldProblem } from './field-problem';
import { problemsShown } from './field-problems';

vi.mock('../feedback', () => ({ showToast: vi.fn() }));

type Form = { name: string; phone: string };
type Problems = { name?: string; phone?: string };
const check = (form: Form): Checked<Form, Problems> => {
  const problems: Problems = {};
  if (!form.name.trim()) problems.name = '请输入姓名';
  if (!isMobile(form.phone)) problems.phone = VALIDATION_MESSAGES.mobile;
  return Object.keys(problems).length > 0 ? { problems } : { body: form };
};

describe('problemsShown', () => {
  it('shows nothing before the first try, then the problems of the input as it is now', () => {
    expect(problemsShown(false, () => ({ phone: VALIDATION_MESSAGES.mobile }))).toEqual({});
    expect(problemsShown(true, () => ({ phone: VALIDATION_MESSAGES.mobile }))).toEqual({
      phone: VALIDATION_MESSAGES.mobile,
    });
    expect(problemsShown(true, () => null)).toEqual({});
  });
});

function ContactForm({ send }: { send: (body: Form) => void }) {
  const [form, setForm] = useState<Form>({ name: '', phone: '' });
  const { problems, submitChecked } = useCheckedSubmit(form, check, send);
  return (
    <>
      <input aria-label="姓名" value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
      <div data-testid="name-problem">{fieldProblem(problems.name)}</div>
      <input aria-label="手机号" value={form.phone} onChange={(e) => setForm({ ...form, phone: e.target.value })} />
      <div data-testid="phone-problem">{fieldProblem(problems.phone)}</div>
      <button onClick={submitChecked}>提交</button>
    </>
  );
}

describe('a checked form’s field problems', () => {
  it('go the moment a field’s value is valid, without another tap, and come back if it is spoiled again', () => {
    const send = vi.fn();
    render(<ContactForm send={send} />);
    const phoneProblem = () => screen.getByTestId('phone-problem').textContent;
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '138' } });
    expect(phoneProblem()).toBe('');

    fireEvent.click(screen.getByText('提交'));
    expect(phoneProblem()).toBe(VALIDATION_MESSAGES.mobile);
    expect(screen.getByTestId('name-problem').textContent).toBe('请输入姓名');

    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13812345678' } });
    expect(phoneProblem()).toBe('');
    // The other field's problem stays until it is fixed too.
    expect(screen.getByTestId('name-problem').textContent).toBe('请输入姓名');

    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '1381234567' } });
    expect(phoneProblem()).toBe(VALIDATION_MESSAGES.mobile);
    expect(send).not.toHaveBeenCalled();
  });
});
