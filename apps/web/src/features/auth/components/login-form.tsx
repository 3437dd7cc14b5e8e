import { Button, Form, Input } from 'antd-mobile';
import { isMobile, isPassword, isSmsCode, VALIDATION_MESSAGES, type LoginType } from '@afp/contract';
import { SmsCodeButton } from './sms-code-button';
import styles from './login-form.module.css';

type FormInstance = ReturnType<typeof Form.useForm>[0];

export interface LoginFormValues {
  accountName?: string;
  password?: string;
  phone?: string;
  smsCode?: string;
}

/** Turns a contract predicate into an antd-mobile field rule with the contract's message. */
const ruleOf = (check: (value: string) => boolean, message: string) => ({
  validator: async (_rule: unknown, value: unknown) => {
    if (typeof value !== 'string' || !check(value.trim())) throw new Error(message);
  },
});
const accountNameRule = ruleOf((value) => value.length > 0, VALIDATION_MESSAGES.accountName);
const mobileRule = ruleOf(isMobile, VALIDATION_MESSAGES.mobile);
const passwordRule = ruleOf(isPassword, VALIDATION_MESSAGES.password);
const smsCodeRule = ruleOf(isSmsCode, VALIDATION_MESSAGES.smsCode);

interface Props {
  loginType: LoginType;
  form: FormInstance;
  isSubmitting: boolean;
  onSubmit: (values: LoginFormValues) => void;
  onSendSms: () => Promise<boolean>;
}

/** Fields per login type (DESIGN §2): oa account+password, guard phone+SMS, partner phone+password. */
export function LoginForm({ loginType, form, isSubmitting, onSubmit, onSendSms }: Props) {
  return (
    <Form
      className={styles.form}
      form={form}
      layout="horizontal"
      mode="card"
      onFinish={onSubmit}
      footer={
        <Button block type="submit" color="primary" size="large" loading={isSubmitting} data-testid="login-submit">
          登录
        </Button>
      }
    >
      {loginType === 'oa' ? (
        <Form.Item name="accountName" label="账号" rules={[accountNameRule]}>
          <Input id="login-account" placeholder="请输入账号" clearable autoComplete="username" />
        </Form.Item>
      ) : (
        <Form.Item name="phone" label="手机号" rules={[mobileRule]}>
          <Input id="login-phone" placeholder="请输入手机号" type="tel" maxLength={11} clearable autoComplete="tel" />
        </Form.Item>
      )}
      {loginType === 'guard' ? (
        <Form.Item name="smsCode" label="验证码" rules={[smsCodeRule]} extra={<SmsCodeButton onSend={onSendSms} />}>
          <Input
            id="login-sms-code"
            placeholder="请输入验证码"
            inputMode="numeric"
            maxLength={6}
            autoComplete="one-time-code"
          />
        </Form.Item>
      ) : (
        <Form.Item name="password" label="密码" rules={[passwordRule]}>
          <Input
            id="login-password"
            placeholder="请输入密码"
            type="password"
            maxLength={18}
            autoComplete="current-password"
          />
        </Form.Item>
      )}
    </Form>
  );
}
