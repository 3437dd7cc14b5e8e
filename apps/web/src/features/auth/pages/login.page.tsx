import { useLayoutEffect, useState } from 'react';
import type { LoginType } from '@afp/contract';
import { takeFirstChoice } from '../../../app/first-tap';
import { dropPrerender, prerenderedInputs } from '../../../app/prerender';
import { AlertNotice } from '../../../components/alert-notice';
import { reLaunch } from '../../../lib/navigation';
import { showToast, toastError } from '../../../lib/feedback';
import { useSession } from '../../../lib/session/session.store';
import { LoginForm, type LoginFormValues } from '../components/login-form';
import { LOGIN_TYPE_CHOICE, LOGIN_TYPE_ORDER, LoginTypeTabs } from '../components/login-type-tabs';
import type { LoginBodies } from '../login-steps';
import { workplaceAuthNotice } from '../workplace-auth';
import styles from './login.page.module.css';

/** The page draws without the login steps; they load as soon as the person starts filling in the form. */
const loadLoginSteps = () => import('../login-steps');

/** The prerendered form's inputs (index.html) by id, to keep what was typed before the app was ready. */
const PRERENDERED_FIELDS = {
  'login-account': 'accountName',
  'login-password': 'password',
  'login-phone': 'phone',
  'login-sms-code': 'smsCode',
} as const satisfies Record<string, keyof LoginFormValues>;

function typedBeforeStart(): LoginFormValues {
  const typed = prerenderedInputs();
  return Object.fromEntries(
    Object.entries(PRERENDERED_FIELDS).flatMap(([id, field]) => (typed[id] ? [[field, typed[id]]] : [])),
  );
}

/** Builds the login body of the chosen type; the stored openid gets bound on success. */
function bodyOf(loginType: LoginType, values: LoginFormValues, openid: string): LoginBodies[LoginType] {
  const bind = openid ? { openid } : {};
  const phone = values.phone?.trim() ?? '';
  if (loginType === 'oa')
    return { accountName: values.accountName?.trim() ?? '', password: values.password ?? '', ...bind };
  if (loginType === 'guard') return { phone, smsCode: values.smsCode?.trim() ?? '', ...bind };
  return { phone, password: values.password ?? '', ...bind };
}

export default function LoginPage() {
  // A tab tapped on index.html's copy before the app arrived is the one the page opens on.
  const [loginType, setLoginType] = useState<LoginType>(
    () => takeFirstChoice(LOGIN_TYPE_CHOICE, LOGIN_TYPE_ORDER) ?? (useSession.getState().loginType || 'guard'),
  );
  const [isSubmitting, setIsSubmitting] = useState(false);
  const notice = workplaceAuthNotice();
  const [initialValues] = useState(typedBeforeStart);

  // The real page takes the place of the prerendered one in the same frame.
  useLayoutEffect(dropPrerender, []);

  const handleSendSms = async (phone: string): Promise<boolean> => {
    try {
      const { sendSmsCode } = await loadLoginSteps();
      await sendSmsCode(phone);
      showToast('验证码已发送');
      return true;
    } catch (error) {
      toastError(error);
      return false;
    }
  };

  const handleSubmit = async (values: LoginFormValues) => {
    setIsSubmitting(true);
    try {
      const { completeLogin, login } = await loadLoginSteps();
      const result = await login(loginType, bodyOf(loginType, values, useSession.getState().openid));
      reLaunch(await completeLogin(loginType, result));
    } catch (error) {
      toastError(error);
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>反诈工作平台</h1>
        <p className={styles.subtitle}>请选择身份并登录</p>
      </header>
      <section className={styles.panel} onFocus={() => void loadLoginSteps().catch(() => undefined)}>
        {notice ? (
          <AlertNotice className={styles.notice} data-testid="workplace-auth-notice">
            {notice}
          </AlertNotice>
        ) : null}
        <LoginTypeTabs value={loginType} onChange={setLoginType} />
        <LoginForm
          key={loginType}
          loginType={loginType}
          initialValues={initialValues}
          isSubmitting={isSubmitting}
          onSubmit={(values) => void handleSubmit(values)}
          onSendSms={handleSendSms}
        />
      </section>
    </div>
  );
}
