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

/** A button of the dialog asking `question` (a dialog of an earlier test may still be leaving the page). */
async function buttonOf(question: string, label: string): Promise<HTMLElement> {
  const dialog = (await screen.findByText(question)).closest('.adm-dialog');
  if (!(dialog instanceof HTMLElement)) throw new Error(`no dialog asks ${question}`);
  return within(dialog).getByText(label);
}

describe('feedback loaded on first use', () => {
  it('shows a toast although antd-mobile’s Toast is fetched only by the first message', async () => {
    showToast('验证码已发送');
    expect(await screen.findByText('验证码已发送')).toBeInTheDocument();
  });

  it('shows an error’s message, or the general one', async () => {
    toastError(new Error('账号或密码错误'));
    expect(await screen.findByText('账号或密码错误')).toBeInTheDocument();
    toastError('no message');
    expect(await screen.findByText('操作失败，请稍后重试')).toBeInTheDocument();
  });

  it('asks, and answers with the button tapped', async () => {
    const answer = showConfirm('确定退出登录吗？');
    expect(await screen.findByText('确定退出登录吗？')).toBeInTheDocument();
    fireEvent.click(screen.getByText('确定'));
    await waitFor(async () => expect(await answer).toBe(true));
  });

  it('answers only once the dialog has gone, so a page moving on leaves none behind', async () => {
    const confirmed = showConfirm('提交后将进入核查，确定提交吗？');
    fireEvent.click(await buttonOf('提交后将进入核查，确定提交吗？', '确定'));
    expect(await confirmed).toBe(true);
    expect(document.querySelector('.adm-dialog')).toBeNull();
    const cancelled = showConfirm('确定删除吗？');
    let answer: boolean | undefined;
    void cancelled.then((given) => (answer = given));
    fireEvent.click(await buttonOf('确定删除吗？', '取消'));
    // The leaving animation runs on jsdom's timers: poll (a bare await on the answer left them idle).
    await waitFor(() => expect(answer).toBe(false), { timeout: 3_000 });
    expect(document.querySelector('.adm-dialog')).toBeNull();
  });
});
