import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { unstableSetRender } from 'antd-mobile';
import { render, unmount } from '../app/antd-react-render';
import { showConfirm, showToast, toastError } from './feedback';

// The build aliases antd-mobile's renderer to antd-react-render (vite.config); tests load antd-mobile
// from node_modules unaliased, so they set the same renderer.
unstableSetRender((node, container) => {
  render(node, container);
  return () => unmount(container);
});

/** How long a first use may wait for its lazily loaded antd-mobile part (findBy's default is 1 s). */
const FIRST_LOAD = { timeout: 10_000 };

/** A button of the dialog asking `question` (a dialog of an earlier test may still be leaving the page). */
async function buttonOf(question: string, label: string): Promise<HTMLElement> {
  const dialog = (await screen.findByText(question, {}, FIRST_LOAD)).closest('.adm-dialog');
  if (!(dialog instanceof HTMLElement)) throw new Error(`no dialog asks ${question}`);
  return within(dialog).getByText(label);
}

/** Asks `question`, taps `label` and tells the answer; polls, as waitFor's act turns React's updates. */
async function tapped(question: string, label: string): Promise<boolean> {
  let answered: boolean | undefined;
  void showConfirm(question).then((answer) => (answered = answer));
  fireEvent.click(await buttonOf(question, label));
  await waitFor(() => expect(answered).toBeDefined(), { timeout: 10_000 });
  return answered!;
}

describe('feedback loaded on first use', () => {
  it(
    'shows a toast although antd-mobile’s Toast is fetched only by the first message',
    { timeout: 15_000 },
    async () => {
      showToast('验证码已发送');
      // The first message waits for antd-mobile's Toast to load: seconds on a busy machine.
      expect(await screen.findByText('验证码已发送', {}, FIRST_LOAD)).toBeInTheDocument();
      // Said to screen readers as well (issue 28).
      expect(screen.getByText('验证码已发送')).toHaveAttribute('role', 'status');
    },
  );

  it('shows an error’s message, or the general one', { timeout: 15_000 }, async () => {
    toastError(new Error('账号或密码错误'));
    expect(await screen.findByText('账号或密码错误')).toBeInTheDocument();
    toastError('no message');
    expect(await screen.findByText('操作失败，请稍后重试')).toBeInTheDocument();
  });

  it('asks, and answers with the button tapped', { timeout: 15_000 }, async () => {
    const answer = showConfirm('确定退出登录吗？');
    expect(await screen.findByText('确定退出登录吗？', {}, FIRST_LOAD)).toBeInTheDocument();
    fireEvent.click(screen.getByText('确定'));
    await waitFor(async () => expect(await answer).toBe(true));
  });

  // Whether the dialog has gone when the answer comes is a browser's matter (jsdom's leaving
  // animation now and then never ends): e2e/publicity-case.spec.ts counts the dialogs on leaving.
  it('answers every tap, also one made while the dialog still opens', { timeout: 15_000 }, async () => {
    expect(await tapped('提交后将进入核查，确定提交吗？', '确定')).toBe(true);
    expect(await tapped('确定删除吗？', '取消')).toBe(false);
  });
});
