import { createElement } from 'react';
import { TOAST_DURATION_MS } from '@afp/contract';

type FeedbackUi = typeof import('./feedback-ui');

let ui: Promise<FeedbackUi> | null = null;

/**
 * antd-mobile's Toast and Dialog and their animation library stay off the first screen: they load
 * on the first message, or earlier when the app is idle (so a message still shows after the
 * connection is lost). A failed load is tried again on the next message.
 */
export function loadFeedbackUi(): Promise<FeedbackUi> {
  ui ??= import('./feedback-ui').catch((error: unknown) => {
    ui = null;
    throw error;
  });
  return ui;
}

/**
 * Thin wrappers so plain modules (and their tests) do not depend on antd-mobile directly. A toast's
 * text is a status message (role="status"), so a screen reader says it too (issue 28).
 */
export function showToast(content: string): void {
  loadFeedbackUi().then(
    ({ Toast }) =>
      Toast.show({ content: createElement('span', { role: 'status' }, content), duration: TOAST_DURATION_MS }),
    () => undefined,
  );
}

/** A modal with a single confirm button (no cancel); resolves once it is closed. */
export async function showAlert(content: string): Promise<void> {
  const { Dialog } = await loadFeedbackUi();
  await Dialog.alert({ content, confirmText: '确定' });
}

/** Longest wait for the dialog's leaving animation (antd-mobile's takes about 300 ms) before answering anyway. */
const DIALOG_LEAVE_MAX_MS = 1_000;

/**
 * Asks, and answers once the dialog has gone: a page that moves on with the answer must not take a
 * half-faded dialog along (it stayed over the next page in the workplace app). Should the leaving
 * animation never end (a tap while the dialog still opens can interrupt it), the answer comes
 * DIALOG_LEAVE_MAX_MS after the tap all the same — a tap is never lost.
 */
export async function showConfirm(content: string): Promise<boolean> {
  const { Dialog } = await loadFeedbackUi();
  let isConfirmed = false;
  await new Promise<void>((resolve) => {
    const answer = (confirmed: boolean) => {
      isConfirmed = confirmed;
      setTimeout(resolve, DIALOG_LEAVE_MAX_MS);
    };
    void Dialog.confirm({
      content,
      confirmText: '确定',
      cancelText: '取消',
      onConfirm: () => answer(true),
      onCancel: () => answer(false),
      afterClose: resolve,
    });
  });
  return isConfirmed;
}

/** Shows an error's message as a toast; returns nothing so it fits `.catch(toastError)`. */
export function toastError(error: unknown): void {
  const message = error instanceof Error && error.message ? error.message : '操作失败，请稍后重试';
  showToast(message);
}
