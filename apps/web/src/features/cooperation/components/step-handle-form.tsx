import { useState } from 'react';
import { Form, Input, NoticeBar, TextArea } from 'antd-mobile';
import {
  COOPERATION_PHOTO_MAX,
  COOPERATION_STEP_KINDS,
  type CooperationStep,
  type CooperationTaskDetail,
} from '@afp/contract';
import { goBack } from '../../../components/go-back';
import { PageShell } from '../../../components/page-shell';
import { SubmitFooter } from '../../../components/submit-footer';
import { DiscardDraftButton, draftKeyOf, useDraft, useRestoredDraftNotice } from '../../../lib/drafts';
import { showToast } from '../../../lib/feedback';
import { SubmitWaitingBanner, useSubmitOnce } from '../../../lib/outbox';
import { PhotoUploadField } from '../../file';
import { useHandleStep, type CooperationStepHandleBody } from '../api/cooperation.mutations';
import { DoneAtField } from './done-at-field';
import { TaskInfoSection } from './task-sections';
import styles from './handle-form.module.css';

const EMPTY = { doneAt: '', amount: '', content: '', photos: [] as string[] };
const MONEY = /^\d{1,12}(\.\d{1,2})?$/;

/** The partner answers a 延期 / 解除 of a 止付 or 冻结. */
export function StepHandleForm({ task, step }: { task: CooperationTaskDetail; step: CooperationStep }) {
  const kind = COOPERATION_STEP_KINDS[step.kind];
  // One draft per step, not per version: a refetch must not drop what was typed.
  const draftKey = draftKeyOf('cooperation-step', step.id);
  const { value: form, hasDraft, patch } = useDraft(draftKey, EMPTY);
  useRestoredDraftNotice(draftKey);
  const handleStep = useHandleStep();
  const submission = useSubmitOnce({
    draftKey,
    send: (body: CooperationStepHandleBody, idempotencyKey) => handleStep.mutateAsync({ body, idempotencyKey }),
    onSent: () => {
      showToast(`${kind}已反馈`);
      goBack();
    },
  });
  const [problem, setProblem] = useState<{ doneAt?: string; amount?: string }>({});

  const handleSubmit = () => {
    const ms = Date.parse(form.doneAt);
    const next: typeof problem = {};
    if (Number.isNaN(ms)) next.doneAt = `请填写${kind}时间`;
    else if (ms > Date.now() + 5 * 60_000) next.doneAt = '办理时间不能晚于当前时间';
    if (form.amount.trim() && !MONEY.test(form.amount.trim())) next.amount = '金额最多两位小数';
    setProblem(next);
    if (Object.keys(next).length > 0) {
      showToast(Object.values(next)[0] ?? '请完善反馈内容');
      return;
    }
    submission.submit({
      taskId: task.id,
      stepId: step.id,
      version: step.version,
      doneAt: new Date(ms).toISOString(),
      amount: form.amount.trim() || undefined,
      content: form.content.trim() || undefined,
      photos: form.photos,
    });
  };

  return (
    <PageShell>
      <SubmitWaitingBanner submission={submission} />
      <NoticeBar wrap color="alert" content={`中心发起${kind}${step.note ? `：${step.note}` : ''}，请办理后反馈`} />
      <TaskInfoSection task={task} />
      <Form layout="vertical" mode="card">
        <DoneAtField
          label={`${kind}时间`}
          value={form.doneAt}
          problem={problem.doneAt}
          onChange={(doneAt) => patch({ doneAt })}
        />
        <Form.Item
          label="涉及金额（元）"
          description={problem.amount ? <span className={styles.problem}>{problem.amount}</span> : undefined}
        >
          <Input inputMode="decimal" value={form.amount} onChange={(amount) => patch({ amount })} maxLength={16} />
        </Form.Item>
        <Form.Item label="处理情况">
          <TextArea
            value={form.content}
            onChange={(content) => patch({ content })}
            rows={3}
            maxLength={1000}
            showCount
          />
        </Form.Item>
        <PhotoUploadField
          label="回执/附件"
          description={`最多 ${COOPERATION_PHOTO_MAX} 张`}
          photoKeys={form.photos}
          maxCount={COOPERATION_PHOTO_MAX}
          onChange={(photos) => patch({ photos })}
        />
      </Form>
      {hasDraft ? <DiscardDraftButton draftKey={draftKey} onDiscarded={() => submission.cancel()} /> : null}
      <SubmitFooter testId="cooperation-step-submit" isSubmitting={submission.isBusy} onSubmit={handleSubmit}>
        提交{kind}反馈
      </SubmitFooter>
    </PageShell>
  );
}
