import { useRef, useState } from 'react';
import { Form } from 'antd-mobile';
import {
  passwordChangeProblems,
  type PasswordChangeBody,
  type PasswordChangeForm as PasswordFields,
  type PasswordChangeProblems,
} from '@afp/contract';
import { SubmitFooter } from '../../../components/submit-footer';
import { ApiError } from '../../../lib/api-client';
import { showToast, toastError } from '../../../lib/feedback';
import { TextField, useFieldProblems } from '../../../lib/forms';

const EMPTY: PasswordFields = { oldPassword: '', newPassword: '', repeatPassword: '' };
const NEW_PASSWORD_HINT = '8-18位，含大写字母、小写字母、数字、下划线中的至少两种';

/** The server's refusal of one field (原密码错误, a reused password): shown while that field holds what was sent. */
interface Refusal {
  field: keyof PasswordFields;
  message: string;
  value: string;
}

const EXPIRED = new Set([401, 402]);
const isField = (field: string | undefined): field is keyof PasswordFields => !!field && field in EMPTY;

/**
 * 修改密码: the old password, the new one twice, checked by the contract's rule before anything is
 * sent. The input lives in the page only — never in a draft or the outbox, which keep what they
 * hold on the device — and each field's problem goes the moment its value is right.
 */
export function PasswordChangeForm({
  send,
  onChanged,
}: {
  send: (body: PasswordChangeBody) => Promise<unknown>;
  onChanged: () => void;
}) {
  const [form, setForm] = useState(EMPTY);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [isSending, setIsSending] = useState(false);
  // A second tap before the first one's render would send again: the ref knows at once.
  const sending = useRef(false);
  const { problems, reveal, hide } = useFieldProblems<PasswordChangeProblems>(() => passwordChangeProblems(form));
  const patch = (fields: Partial<PasswordFields>) => setForm((current) => ({ ...current, ...fields }));
  const refused = refusal && form[refusal.field] === refusal.value ? { [refusal.field]: refusal.message } : {};
  const shown: PasswordChangeProblems = { ...refused, ...problems };

  async function handleSubmit() {
    if (sending.current) return;
    const found = passwordChangeProblems(form);
    if (found) {
      reveal();
      showToast(Object.values(found).find(Boolean) ?? '请完善填写内容');
      return;
    }
    hide();
    sending.current = true;
    setIsSending(true);
    try {
      await send({ oldPassword: form.oldPassword, newPassword: form.newPassword });
      onChanged();
    } catch (error) {
      // An ended session has its own flow (登录过期, the blank page): nothing to add here.
      if (error instanceof ApiError && EXPIRED.has(error.code)) return;
      if (error instanceof ApiError && isField(error.field))
        setRefusal({ field: error.field, message: error.message, value: form[error.field] });
      toastError(error);
    } finally {
      sending.current = false;
      setIsSending(false);
    }
  }

  const fields = { form, patch, problems: shown };
  const secret = { type: 'password', maxLength: 18, clearable: true } as const;
  return (
    <>
      <Form layout="vertical" mode="card">
        <TextField
          of={fields}
          name="oldPassword"
          label="原密码"
          required
          testId="password-old"
          placeholder="请输入原密码"
          autoComplete="current-password"
          {...secret}
        />
        <TextField
          of={fields}
          name="newPassword"
          label="新密码"
          required
          testId="password-new"
          placeholder={NEW_PASSWORD_HINT}
          autoComplete="new-password"
          {...secret}
        />
        <TextField
          of={fields}
          name="repeatPassword"
          label="确认新密码"
          required
          testId="password-repeat"
          placeholder="请再次输入新密码"
          autoComplete="new-password"
          {...secret}
        />
      </Form>
      <SubmitFooter testId="password-submit" isSubmitting={isSending} onSubmit={() => void handleSubmit()}>
        确认修改
      </SubmitFooter>
    </>
  );
}
