import { Result } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from '../../../lib/router';
import type { SpreadRegisterBody } from '@afp/contract';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { SubmitFooter } from '../../../components/submit-footer';
import { FormCard, SelectField, TextField, usePublicForm } from '../../../lib/forms';
import { registerResident } from '../api/promotion.mutations';
import { landingQuery } from '../api/promotion.queries';
import { checkRegisterForm, EMPTY_REGISTER_FORM, type RegisterForm, type RegisterProblems } from '../promotion.rules';
import styles from './promotion.page.module.css';

/**
 * 居民登记 (no login): a resident who scanned a guard's promotion code registers with name, phone
 * and community. The answer echoes nothing typed; the page only thanks them. Without a login there
 * is no account to keep a draft for (drafts are per account), and nothing personal stays on the
 * device; the submission is still sent once.
 */
export default function PromotionRegisterPage() {
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code') ?? '';
  const landing = useQuery(landingQuery(code));
  const [done, setDone] = useState(false);
  const { form, patch, problems, submission, submitChecked } = usePublicForm<
    RegisterForm,
    SpreadRegisterBody,
    RegisterProblems
  >({
    submitKey: `promotion-register:${code}`,
    empty: EMPTY_REGISTER_FORM,
    check: (input) => checkRegisterForm(code, input),
    send: registerResident,
    onSent: () => setDone(true),
  });
  const fields = { form, patch, problems };

  const state = queryState(landing, { isMissing: code.length === 0, missingTitle: '二维码无效，请重新扫码' });
  if (state.view)
    return (
      <PageShell showBack={false} title="居民登记">
        {state.view}
      </PageShell>
    );
  if (done)
    return (
      <PageShell showBack={false} title="居民登记">
        <Result
          status="success"
          title="登记成功"
          description="感谢您支持全民反诈！请下载“国家反诈中心”App，谨防电信网络诈骗。"
          data-testid="register-done"
        />
      </PageShell>
    );
  const info = state.data;
  return (
    <PageShell showBack={false} title="居民登记" bodyClassName={styles.body}>
      <FormCard
        submission={submission}
        intro={
          <div className={styles.intro} data-testid="register-intro">
            {info.orgName}反诈卫士{info.guardName}邀请您登记，共同防范电信网络诈骗。
          </div>
        }
      >
        <TextField
          of={fields}
          name="name"
          label="姓名"
          required
          testId="register-name"
          maxLength={32}
          placeholder="请输入姓名"
        />
        <TextField
          of={fields}
          name="phone"
          label="手机号"
          required
          testId="register-phone"
          type="tel"
          maxLength={11}
          placeholder="请输入11位手机号"
        />
        <SelectField
          of={fields}
          name="communityId"
          label="所在社区"
          required
          testId="register-community"
          columns={2}
          options={info.communities.map((c) => ({ value: c.id, label: c.name }))}
        />
      </FormCard>
      <div className={styles.note}>您的信息仅用于反诈宣传服务，页面不会显示您填写的内容。</div>
      <SubmitFooter testId="register-submit" isSubmitting={submission.isBusy} onSubmit={submitChecked}>
        提交登记
      </SubmitFooter>
    </PageShell>
  );
}
