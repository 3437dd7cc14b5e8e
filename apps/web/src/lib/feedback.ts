import { Dialog, Toast } from 'antd-mobile';
import { TOAST_DURATION_MS } from '@afp/contract';

/** Thin wrappers so plain modules (and their tests) do not depend on antd-mobile directly. */
export function showToast(content: string): void {
  Toast.show({ content, duration: TOAST_DURATION_MS });
}

/** A modal with a single confirm button (no cancel); resolves once it is closed. */
export async function showAlert(content: string): Promise<void> {
  await Dialog.alert({ content, confirmText: '确定' });
}

export async function showConfirm(content: string): Promise<boolean> {
  return Dialog.confirm({ content, confirmText: '确定', cancelText: '取消' });
}

/** Shows an error's message as a toast; returns nothing so it fits `.catch(toastError)`. */
export function toastError(error: unknown): void {
  const message = error instanceof Error && error.message ? error.message : '操作失败，请稍后重试';
  showToast(message);
}
