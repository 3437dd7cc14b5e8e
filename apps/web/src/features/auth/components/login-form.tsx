import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Input, type InputProps } from 'antd-mobile';
import { isMobile, isPassword, isSmsCode, VALIDATION_MESSAGES, type LoginType } from '@afp/contract';
import { SmsCodeButton } from './sms-code-button';
import styles from './login-form.module.css';

export interface LoginFormValues {
  accountName?: string;
  password?: string;
  phone?: string;
  smsCode?: string;
}
type FieldName = keyof LoginFormValues;

/** Each field's contract check and message; a value is checked trimmed. */
const RULES: Record<FieldName, { check: (value: string) => boolean; message: string }> = {
  accountName: { check: (value) => value.length > 0, message: VALIDATION_MESSAGES.accountName },
  phone: { check: isMobile, message: VALIDATION_MESSAGES.mobile },
  password: { check: isPassword, message: VALIDATION_MESSAGES.password },
  smsCode: { check: isSmsCode, message: VALIDATION_MESSAGES.smsCode },
};

/** Fields per login type (DESIGN §2): oa account+password, guard phone+SMS, partner phone+password. */
export const fieldsOf = (loginType: LoginType): [FieldName, FieldName] => [
  loginType === 'oa' ? 'accountName' : 'phone',
  loginType === 'guard' ? 'smsCode' : 'password',
];

/** The field's message when its value fails the contract check, else ''. */
export const errorOf = (name: FieldName, value = ''): string =>
  RULES[name].check(value.trim()) ? '' : RULES[name].message;

interface FieldProps {
  label: string;
  htmlFor: string;
  error: string;
  extra?: ReactNode;
  children: ReactNode;
}

/** One row of the card: label, input, what sits beside it, and its message below. */
function Field({ label, htmlFor, error, extra, children }: FieldProps) {
  return (
    <div className={styles.field}>
      <div className={styles.row}>
        <label className={styles.label} htmlFor={htmlFor}>
          {label}
        </label>
        <div className={styles.control}>{children}</div>
        {extra}
      </div>
      {error ? (
        <div role="alert" className={styles.error}>
          {error}
        </div>
      ) : null}
    </div>
  );
}

interface Props {
  loginType: LoginType;
  /** Values typed before the app was ready (the prerendered page), kept for the form's fields. */
  initialValues?: LoginFormValues;
  isSubmitting: boolean;
  onSubmit: (values: LoginFormValues) => void;
  /** Sends the code to a phone number that passed its check; true once sent. */
  onSendSms: (phone: string) => Promise<boolean>;
}

/** The login fields of one login type, checked with the contract's validators before anything is sent. */
export function LoginForm({ loginType, initialValues = {}, isSubmitting, onSubmit, onSendSms }: Props) {
  const [values, setValues] = useState<LoginFormValues>(initialValues);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});

  /** Checks the named fields, shows their messages; true when all pass. */
  const validate = (names: FieldName[]): boolean => {
    const found = Object.fromEntries(names.map((name) => [name, errorOf(name, values[name])]));
    setErrors((current) => ({ ...current, ...found }));
    return names.every((name) => !found[name]);
  };

  const bind = (name: FieldName): Pick<InputProps, 'value' | 'onChange'> => ({
    value: values[name] ?? '',
    onChange: (value) => {
      setValues((current) => ({ ...current, [name]: value }));
      // Once a message shows, it follows the typing.
      if (errors[name]) setErrors((current) => ({ ...current, [name]: errorOf(name, value) }));
    },
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (validate(fieldsOf(loginType))) onSubmit(values);
  };

  const handleSendSms = async (): Promise<boolean> => validate(['phone']) && onSendSms((values.phone ?? '').trim());

  /** One labelled input of the form, its problem under it; the placeholder asks for the label. */
  const field = (name: FieldName, id: string, label: string, input: InputProps, extra?: ReactNode) => (
    <Field label={label} htmlFor={id} error={errors[name] ?? ''} extra={extra}>
      <Input id={id} placeholder={`请输入${label}`} {...input} {...bind(name)} />
    </Field>
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <div className={styles.card}>
        {loginType === 'oa'
          ? field('accountName', 'login-account', '账号', { clearable: true, autoComplete: 'username' })
          : field('phone', 'login-phone', '手机号', {
              type: 'tel',
              maxLength: 11,
              clearable: true,
              autoComplete: 'tel',
            })}
        {loginType === 'guard'
          ? field(
              'smsCode',
              'login-sms-code',
              '验证码',
              { inputMode: 'numeric', maxLength: 6, autoComplete: 'one-time-code' },
              <SmsCodeButton onSend={handleSendSms} />,
            )
          : field('password', 'login-password', '密码', {
              type: 'password',
              maxLength: 18,
              autoComplete: 'current-password',
            })}
      </div>
      <Button block type="submit" color="primary" size="large" loading={isSubmitting} data-testid="login-submit">
        登录
      </Button>
    </form>
  );
}
