import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FEEDBACK_REQUIRED } from '@afp/contract';
import { clearAllDrafts } from '../../../lib/drafts';
import { useSession } from '../../../lib/session/session.store';
import { getDraft } from '../hooks/feedback-draft.store';
import { FeedbackForm } from './feedback-form';

const renderForm = (onSubmit = vi.fn(() => Promise.resolve()), fraudType?: { code: string; name: string }) => {
  render(
    <FeedbackForm
      draftKey="a1"
      assignmentId="a1"
      members={[]}
      isSubmitting={false}
      fraudType={fraudType}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
};

const fieldOf = (label: string) => screen.getByText(label).closest('.adm-form-item') as HTMLElement;
const choose = (label: string, option: string) => fireEvent.click(within(fieldOf(label)).getByText(option));

/** The facts of a phone call to the person that reached them and kept them from harm. */
function chooseConnectedCall() {
  choose('劝阻方式', '电话');
  choose('联系对象', '本人');
  choose('是否接通', '接通');
  choose('劝阻情况', '及时劝阻');
  choose('反馈类型', '最终反馈');
}

// Drafts belong to an account: the form is used signed in.
beforeEach(() => useSession.setState({ hasLogin: true, loginType: 'guard', uid: 'u1' }));
afterEach(() => {
  clearAllDrafts();
});

describe('FeedbackForm', () => {
  it('chooses nothing for the guard: submitting at once shows every required message and sends nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const onSubmit = renderForm();

    fireEvent.click(screen.getByTestId('handle-submit'));

    await waitFor(() => expect(fieldOf('反馈类型')).toHaveTextContent(FEEDBACK_REQUIRED.isFinal));
    expect(fieldOf('劝阻方式')).toHaveTextContent(FEEDBACK_REQUIRED.channels);
    expect(fieldOf('联系对象')).toHaveTextContent(FEEDBACK_REQUIRED.contactTarget);
    expect(fieldOf('是否接通')).toHaveTextContent(FEEDBACK_REQUIRED.connected);
    expect(fieldOf('是否被骗')).toHaveTextContent(FEEDBACK_REQUIRED.defrauded);
    for (const label of ['劝阻方式', '联系对象', '是否接通', '是否被骗', '反馈类型'])
      expect(fieldOf(label).querySelector('.adm-form-item-required-asterisk'), label).not.toBeNull();
    expect(
      document.querySelectorAll('.adm-checkbox-checked, .adm-radio-checked, .adm-selector-item-active'),
    ).toHaveLength(0);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows the amounts and the fraud time only after 已被骗, and asks for the fraud time', async () => {
    const onSubmit = renderForm();
    expect(screen.queryByText('被骗金额')).toBeNull();
    expect(screen.queryByText('被骗时间')).toBeNull();

    chooseConnectedCall();
    choose('是否被骗', '已被骗');
    expect(fieldOf('被骗时间').querySelector('.adm-form-item-required-asterisk')).not.toBeNull();
    fireEvent.click(screen.getByTestId('handle-submit'));

    await waitFor(() => expect(fieldOf('被骗时间')).toHaveTextContent('已被骗时须填写被骗时间'));
    expect(onSubmit).not.toHaveBeenCalled();
    // The choice survives in the draft store for the chooser pages and a return visit.
    expect(getDraft('a1').defrauded).toBe('YES');

    choose('是否被骗', '未被骗');
    expect(screen.queryByText('被骗金额')).toBeNull();
  });

  it('drops a cross-field message the moment its field is filled in, without another tap (issue 20)', async () => {
    const onSubmit = renderForm();
    chooseConnectedCall();
    choose('劝阻方式', '短信');
    choose('是否被骗', '未被骗');
    fireEvent.click(screen.getByTestId('handle-submit'));
    await waitFor(() => expect(fieldOf('短信内容')).toHaveTextContent('短信劝阻须填写短信内容'));

    fireEvent.change(fieldOf('短信内容').querySelector('textarea')!, { target: { value: '请勿向陌生账户转账' } });
    await waitFor(() => expect(fieldOf('短信内容')).not.toHaveTextContent('短信劝阻须填写短信内容'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the money rule under an amount', async () => {
    const onSubmit = renderForm();
    chooseConnectedCall();
    choose('是否被骗', '已被骗');
    fireEvent.change(fieldOf('被骗金额').querySelector('input')!, { target: { value: '12.345' } });
    fireEvent.click(screen.getByTestId('handle-submit'));
    await waitFor(() => expect(fieldOf('被骗金额')).toHaveTextContent('金额须为非负数且最多两位小数'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("offers the warning's fraud type and submits a valid phone feedback with it", async () => {
    const onSubmit = renderForm(undefined, { code: 'REBATE_TASK', name: '网络刷单' });
    expect(fieldOf('诈骗类型')).toHaveTextContent('网络刷单');
    chooseConnectedCall();
    choose('是否被骗', '未被骗');
    fireEvent.click(screen.getByTestId('handle-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([
      expect.objectContaining({
        channels: ['phone'],
        contactTarget: 'self',
        connected: true,
        defrauded: 'NO',
        dissuasion: 'DISSUADED',
        fraudTypeCode: 'REBATE_TASK',
        isFinal: true,
      }),
    ]);
  });
});
