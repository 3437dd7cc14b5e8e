import { useState } from 'react';
import { Form, Rate, Result } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router';
import { PREACHING_ENDPOINTS as P, preachSignInBodySchema, PREACH_RATING_MAX, type AnswerOf } from '@afp/contract';
import { EmptyState } from '../../../components/empty-state';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { call } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/date-time';
import { SubmitFooter } from '../../../components/submit-footer';
import { FormCard, SelectItem, TextAreaField, TextField, usePublicForm, type Checked } from '../../../lib/forms';
import { useSignInPreach, type PreachSignInBody } from '../api/preaching.mutations';
import styles from '../components/preaching.module.css';

interface SignInForm {
  appointmentId: string;
  phone: string;
  rating: number;
  comment: string;
}
const EMPTY: SignInForm = { appointmentId: '', phone: '', rating: 0, comment: '' };
type SignInProblems = Partial<Record<keyof SignInForm, string>>;
const FIELD_MESSAGES: SignInProblems = { appointmentId: '请选择宣讲场次' };

type Session = AnswerOf<typeof P.sessionView>['sessions'][number];

/** The sign-in to send, or the problems of each field (the contract's schema decides). */
function checkSignIn(code: string, sessions: Session[], form: SignInForm): Checked<PreachSignInBody, SignInProblems> {
  const parsed = preachSignInBodySchema.safeParse({
    code,
    appointmentId: form.appointmentId || (sessions.length === 1 ? sessions[0]?.id : undefined),
    phone: form.phone,
    rating: form.rating > 0 ? form.rating : undefined,
    comment: form.comment.trim() || undefined,
  });
  if (parsed.success) return { body: parsed.data };
  const found: SignInProblems = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof SignInForm;
    found[field] ??= FIELD_MESSAGES[field] ?? issue.message;
  }
  return { problems: found };
}

/** 宣讲签到 (no login): an attendee scans the guard's code, signs in to a session and rates it. */
export default function PreachSignInPage() {
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code') ?? '';
  const [isDone, setDone] = useState(false);
  const view = useQuery({
    queryKey: ['preach-sign-in', code],
    queryFn: () => call(P.sessionView, { query: { code } }),
    enabled: code.length >= 8,
  });
  const state = queryState(view, { isMissing: code.length < 8, missingTitle: '二维码无效' });
  if (state.view) return <PageShell showBack={false}>{state.view}</PageShell>;
  const { guardName, sessions } = state.data;
  if (isDone)
    return (
      <PageShell showBack={false}>
        <Result status="success" title="签到成功" description="感谢您参加反诈宣讲！" data-testid="preach-signed-in" />
      </PageShell>
    );
  if (sessions.length === 0)
    return (
      <PageShell showBack={false}>
        <EmptyState title="当前没有可签到的宣讲" description={`${guardName}近期暂无宣讲场次`} />
      </PageShell>
    );
  return <SignInSessionForm code={code} guardName={guardName} sessions={sessions} onSignedIn={() => setDone(true)} />;
}

function SignInSessionForm({
  code,
  guardName,
  sessions,
  onSignedIn,
}: {
  code: string;
  guardName: string;
  sessions: Session[];
  onSignedIn: () => void;
}) {
  const signIn = useSignInPreach();
  const { form, patch, problems, submission, submitChecked } = usePublicForm({
    submitKey: `preach-sign-in:${code}`,
    empty: EMPTY,
    check: (input) => checkSignIn(code, sessions, input),
    send: (body, idempotencyKey) => signIn.mutateAsync({ body, idempotencyKey }),
    onSent: onSignedIn,
  });
  const fields = { form, patch, problems };
  return (
    <PageShell showBack={false}>
      <FormCard submission={submission} intro={<div className={styles.actions}>宣讲人：{guardName}</div>}>
        <SelectItem
          label="宣讲场次"
          required
          problem={problems.appointmentId}
          testId="sign-in-session"
          columns={1}
          options={sessions.map((session) => ({
            value: session.id,
            label: `${formatDateTime(session.startsAt)}，${session.applicantUnit}`,
          }))}
          value={form.appointmentId || (sessions.length === 1 ? (sessions[0]?.id ?? '') : '')}
          onChange={(appointmentId) => patch({ appointmentId: appointmentId ?? '' })}
        />
        <TextField
          of={fields}
          name="phone"
          label="手机号"
          required
          testId="sign-in-phone"
          type="tel"
          maxLength={11}
          placeholder="仅用于签到去重，不会公开"
        />
        <Form.Item label="评价">
          <Rate count={PREACH_RATING_MAX} value={form.rating} onChange={(rating) => patch({ rating })} />
        </Form.Item>
        <TextAreaField of={fields} name="comment" label="意见建议" rows={3} maxLength={200} showCount />
      </FormCard>
      <SubmitFooter testId="sign-in-submit" isSubmitting={submission.isBusy} onSubmit={submitChecked}>
        签到
      </SubmitFooter>
    </PageShell>
  );
}
