import { useState } from 'react';
import { showToast } from '../../lib/feedback';

/**
 * A form on a public (no login) page: drafts belong to a signed-in account, so the form lives in
 * the page; one idempotency key per page makes a repeated tap or a retry count once on the server.
 */
export function usePublicForm<F extends object, B, P extends Partial<Record<string, string>>>(
  empty: F,
  send: (body: B, idempotencyKey: string) => Promise<unknown>,
  onSent: () => void,
) {
  const [form, setForm] = useState(empty);
  const [problems, setProblems] = useState<P>({} as P);
  const [isBusy, setBusy] = useState(false);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const patch = (fields: Partial<F>) => setForm((current) => ({ ...current, ...fields }));
  const submitChecked = async (checked: { body?: B | null; problems?: P | null }) => {
    if (!checked.body) {
      const found = checked.problems ?? ({} as P);
      setProblems(found);
      showToast(Object.values(found).find(Boolean) ?? '请完善填写内容');
      return;
    }
    setProblems({} as P);
    setBusy(true);
    try {
      await send(checked.body, idempotencyKey);
      onSent();
    } catch (error) {
      showToast(error instanceof Error && error.message ? error.message : '提交失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };
  return { form, patch, problems, isBusy, submitChecked };
}
