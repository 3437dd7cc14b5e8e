import { NoticeBar } from 'antd-mobile';
import {
  COOPERATION_PHOTO_MAX,
  COOPERATION_STEP_KINDS,
  type CooperationStep,
  type CooperationTaskDetail,
} from '@afp/contract';
import { goBack } from '../../../components/go-back';
import { PageShell } from '../../../components/page-shell';
import { draftKeyOf } from '../../../lib/drafts';
import { showToast } from '../../../lib/feedback';
import { DraftFormFooter, FormCard, TextAreaField, TextField, useDraftForm } from '../../../lib/forms';
import { PhotoUploadField } from '../../file';
import { useHandleStep, type CooperationStepHandleBody } from '../api/cooperation.mutations';
import { checkStepForm, EMPTY_STEP_FORM } from '../cooperation.rules';
import { DoneAtField } from './done-at-field';
import { TaskInfoSection } from './task-sections';

/** The partner answers a 延期 / 解除 of a 止付 or 冻结. */
export function StepHandleForm({ task, step }: { task: CooperationTaskDetail; step: CooperationStep }) {
  const kind = COOPERATION_STEP_KINDS[step.kind];
  const handleStep = useHandleStep();
  const draftForm = useDraftForm({
    // One draft per step, not per version: a refetch must not drop what was typed.
    draftKey: draftKeyOf('cooperation-step', step.id),
    empty: EMPTY_STEP_FORM,
    check: (input) => checkStepForm(task, step, kind, input, Date.now()),
    send: (body: CooperationStepHandleBody, idempotencyKey) => handleStep.mutateAsync({ body, idempotencyKey }),
    onSent: () => {
      showToast(`${kind}已反馈`);
      goBack();
    },
  });
  const { form, patch, problems, submission, submitChecked } = draftForm;

  return (
    <PageShell>
      <FormCard
        submission={submission}
        intro={
          <>
            <NoticeBar
              wrap
              color="alert"
              content={`中心发起${kind}${step.note ? `：${step.note}` : ''}，请办理后反馈`}
            />
            <TaskInfoSection task={task} side="partner" />
          </>
        }
      >
        <DoneAtField
          label={`${kind}时间`}
          value={form.doneAt}
          problem={problems.doneAt}
          onChange={(doneAt) => patch({ doneAt })}
        />
        <TextField of={draftForm} name="amount" label="涉及金额（元）" inputMode="decimal" maxLength={16} />
        <TextAreaField of={draftForm} name="content" label="处理情况" rows={3} maxLength={1000} showCount />
        <PhotoUploadField
          label="回执/附件"
          description={`最多 ${COOPERATION_PHOTO_MAX} 张`}
          photoKeys={form.photos}
          maxCount={COOPERATION_PHOTO_MAX}
          onChange={(photos) => patch({ photos })}
        />
      </FormCard>
      <DraftFormFooter form={draftForm} testId="cooperation-step-submit" onSubmit={submitChecked}>
        提交{kind}反馈
      </DraftFormFooter>
    </PageShell>
  );
}
