import { Form } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router';
import {
  CARRIER_ASSIST_OUTCOMES,
  COOPERATION_PHOTO_MAX,
  COOPERATION_TASK_TYPES,
  type CooperationTaskDetail,
} from '@afp/contract';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { StateBlock } from '../../../components/state-block';
import { WayBack } from '../../../components/way-back';
import { draftKeyOf } from '../../../lib/drafts';
import { DraftFormFooter, SelectField, TextAreaField, TextField } from '../../../lib/forms';
import { SubmitWaitingBanner } from '../../../lib/outbox';
import { OrderTaskHandle } from '../../cooperation-order';
import { PhotoUploadField } from '../../file';
import { useFeedbackForm } from '../../partner-task';
import { cooperationTaskQuery } from '../api/cooperation.api';
import { useHandleTask, type CooperationHandleBody } from '../api/cooperation.mutations';
import { DoneAtField } from '../components/done-at-field';
import { MeasureFields } from '../components/measure-fields';
import { StepHandleForm } from '../components/step-handle-form';
import { TaskInfoSection } from '../components/task-sections';
import { checkHandleForm, EMPTY_HANDLE_FORM, handleFieldsOf } from '../cooperation.rules';
import styles from '../components/handle-form.module.css';

/** 任务处理: the partner's feedback with the fields the task's type needs (or a 延期/解除 step's). */
export default function CooperationHandlePage() {
  const [searchParams] = useSearchParams();
  const orderTaskId = searchParams.get('orderTaskId');
  if (orderTaskId && !searchParams.get('id'))
    return (
      <PageShell>
        <OrderTaskHandle orderTaskId={orderTaskId} />
      </PageShell>
    );
  return <TaskHandle id={searchParams.get('id') ?? ''} stepId={searchParams.get('step')} />;
}

/** A cooperation task (`?id=`, `&step=` for a 延期/解除); an order task (`?orderTaskId=`) is the cooperation-order feature's. */
function TaskHandle({ id, stepId }: { id: string; stepId: string | null }) {
  const state = queryState(useQuery(cooperationTaskQuery('partner', id)), {
    isMissing: !id,
    missingTitle: '缺少任务编号',
  });
  if (state.view) return <PageShell>{state.view}</PageShell>;
  const task = state.data;
  const step = stepId ? task.steps.find((candidate) => candidate.id === stepId) : undefined;
  if (step && step.state === 'PENDING') return <StepHandleForm task={task} step={step} />;
  if (!task.abilities.canHandle)
    return (
      <PageShell>
        <StateBlock illustration="empty" title="该任务当前无需反馈" testId="cooperation-no-handle">
          <WayBack />
        </StateBlock>
      </PageShell>
    );
  return <TaskHandleForm task={task} />;
}

function TaskHandleForm({ task }: { task: CooperationTaskDetail }) {
  const handle = useHandleTask();
  const draftForm = useFeedbackForm({
    // One draft per task, not per version: the task refetched after 开始处理 (a new version) keeps what was typed.
    draftKey: draftKeyOf('cooperation-handle', task.id),
    empty: { ...EMPTY_HANDLE_FORM, account: task.subjectAccount ?? '', number: task.subjectNumber ?? '' },
    check: (input) => checkHandleForm(task, input, Date.now()),
    send: (body: CooperationHandleBody, idempotencyKey) => handle.mutateAsync({ body, idempotencyKey }),
  });
  const { form, patch, problems, submission, submitChecked } = draftForm;
  const need = handleFieldsOf(task.type);
  const name = COOPERATION_TASK_TYPES[task.type];

  return (
    <PageShell>
      <SubmitWaitingBanner submission={submission} />
      <TaskInfoSection task={task} side="partner" />
      <Form layout="vertical" mode="card" className={styles.form}>
        {need.measure ? <MeasureFields name={name} form={form} problems={problems} onChange={patch} /> : null}
        {need.shutdown ? (
          <TextField
            of={draftForm}
            name="number"
            label="关停号码"
            required
            testId="cooperation-number"
            maxLength={32}
          />
        ) : null}
        {need.measure || need.shutdown ? (
          <DoneAtField
            label={`${name}时间`}
            value={form.doneAt}
            problem={problems.doneAt}
            onChange={(doneAt) => patch({ doneAt })}
          />
        ) : null}
        {need.query ? (
          <TextAreaField
            of={draftForm}
            name="answer"
            label="协查结果"
            required
            testId="cooperation-answer"
            rows={5}
            maxLength={2000}
            showCount
          />
        ) : null}
        {need.assist ? (
          <SelectField
            of={draftForm}
            name="assistOutcome"
            label="协助结果"
            required
            testId="cooperation-assist-outcome"
            columns={2}
            options={CARRIER_ASSIST_OUTCOMES}
          />
        ) : null}
        <TextAreaField
          of={draftForm}
          name="content"
          label={need.assist ? '协助情况' : '处理情况'}
          required={!need.measure && !need.shutdown && !need.query}
          testId="cooperation-content-input"
          placeholder="请填写办理情况"
          rows={4}
          maxLength={1000}
          showCount
        />
        <PhotoUploadField
          label="回执/附件"
          description={`回执、截图等照片（png、jpg），最多 ${COOPERATION_PHOTO_MAX} 张`}
          photoKeys={form.photos}
          maxCount={COOPERATION_PHOTO_MAX}
          testId="cooperation-photos"
          progressTestId="cooperation-photos-progress"
          onChange={(photos) => patch({ photos })}
        />
      </Form>
      <DraftFormFooter form={draftForm} testId="cooperation-handle-submit" onSubmit={submitChecked}>
        提交反馈
      </DraftFormFooter>
    </PageShell>
  );
}
