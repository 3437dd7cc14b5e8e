import { showToast, toastError } from '../../../lib/feedback';
import type { FieldError } from '../components/feedback-form';
import { fieldOfError, isConflict } from '../lib/api-errors';

/**
 * Runs a feedback call and sorts its failure: a 400 naming a field goes under that field,
 * a 409 (someone else changed the warning) is toasted — the mutation already refetched.
 */
export async function runFeedbackCall(call: () => Promise<unknown>, onDone: () => void): Promise<FieldError[] | void> {
  try {
    await call();
    onDone();
  } catch (error) {
    const field = fieldOfError(error);
    if (field && error instanceof Error) {
      showToast(error.message);
      return [{ field, message: error.message.replace(/^参数\s*\w+\s*错误[::]/, '') }];
    }
    if (isConflict(error)) showToast(error instanceof Error ? error.message : '数据已被他人修改，请刷新后重试');
    else toastError(error);
  }
}

/** Back to the page that opened the form, or to the warning when opened directly. */
export function hasHistory(): boolean {
  return ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
}
