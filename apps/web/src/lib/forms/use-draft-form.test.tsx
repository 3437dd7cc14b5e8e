import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../feedback';
import { draftKeyOf, readDraft } from '../drafts';
import { fieldProblem } from './field-problem';
import { useDraftForm, type Checked } from './use-draft-form';
import { withSignedInGuard } from '../../test/signed-in-guard';

vi.mock('../feedback', () => ({ showToast: vi.fn(), showConfirm: vi.fn(), toastError: vi.fn() }));

type Form = { content: string };
type Body = { content: string };
const KEY = draftKeyOf('visit', 'p1');
const check = (form: Form): Checked<Body, { content?: string }> =>
  form.content.trim()
    ? { body: { content: form.content.trim() }, problems: null }
    : { body: null, problems: { content: '请填写走访情况' } };

function VisitForm({ send }: { send: (body: Body, key: string) => Promise<unknown> }) {
  const { form, patch, problems, submitChecked } = useDraftForm({
    draftKey: KEY,
    empty: { content: '' },
    check,
    send,
    onSent: () => showToast('提交成功'),
  });
  return (
    <>
      <textarea aria-label="走访情况" value={form.content} onChange={(e) => patch({ content: e.target.value })} />
      <div data-testid="problem">{fieldProblem(problems.content)}</div>
      <button onClick={submitChecked}>提交</button>
    </>
  );
}

withSignedInGuard();
beforeEach(() => vi.mocked(showToast).mockClear());

describe('useDraftForm', () => {
  it('shows the problem at its field, toasts it and sends nothing', () => {
    const send = vi.fn(() => Promise.resolve({}));
    render(<VisitForm send={send} />);
    fireEvent.click(screen.getByText('提交'));
    expect(screen.getByTestId('problem').textContent).toBe('请填写走访情况');
    expect(showToast).toHaveBeenCalledWith('请填写走访情况');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the checked body once for a double tap, clears the problems and removes the draft', async () => {
    const send = vi.fn(() => Promise.resolve({}));
    render(<VisitForm send={send} />);
    fireEvent.click(screen.getByText('提交'));
    fireEvent.change(screen.getByLabelText('走访情况'), { target: { value: ' 已上门 ' } });
    expect(readDraft<Form>(KEY)).toEqual({ content: ' 已上门 ' });
    fireEvent.click(screen.getByText('提交'));
    fireEvent.click(screen.getByText('提交'));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('提交成功'));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ content: '已上门' }, expect.any(String));
    expect(screen.getByTestId('problem').textContent).toBe('');
    expect(readDraft(KEY)).toBeUndefined();
  });
});
