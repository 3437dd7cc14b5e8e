import { NoticeBar } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router';
import {
  CONTROL_COMMITMENT_MAX,
  CONTROL_PHOTO_MAX,
  CONTROL_VISIT_METHODS,
  CONTROL_VISIT_RESULTS,
  type ControlledPersonDetail,
  type ControlTask,
} from '@afp/contract';
import { goBack } from '../../../components/go-back';
import { LocationField } from '../../../components/location-field';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { StateBlock } from '../../../components/state-block';
import { WayBack } from '../../../components/way-back';
import { draftKeyOf } from '../../../lib/drafts';
import { showToast } from '../../../lib/feedback';
import { DraftFormFooter, FormCard, SelectField, TextAreaField, useDraftForm } from '../../../lib/forms';
import { controlledPersonQuery } from '../api/people-control.queries';
import { CONTROL_VISIT_FORM, useSubmitControlVisit, type ControlVisitBody } from '../api/people-control.mutations';
import { ControlTags } from '../components/control-tags';
import { PhotoUploadField } from '../../file';
import { canRecordVisit, checkControlVisit, EMPTY_CONTROL_VISIT } from '../people-control.rules';
import styles from './visit-form.page.module.css';

/** 管控反馈: the guard records a visit on the person's current task (resubmits a returned one). */
export default function VisitFormPage() {
  const [searchParams] = useSearchParams();
  const personId = searchParams.get('id') ?? '';
  const person = useQuery(controlledPersonQuery(personId));
  const state = queryState(person, { isMissing: !personId, missingTitle: '缺少人员编号' });
  if (state.view) return <PageShell>{state.view}</PageShell>;
  const detail = state.data;
  const task = detail.currentTask;
  if (!task || !canRecordVisit(detail))
    return (
      <PageShell>
        <StateBlock illustration="empty" title="当前没有待走访的任务" testId="control-no-task">
          <WayBack />
        </StateBlock>
      </PageShell>
    );
  return <VisitForm detail={detail} task={task} />;
}

/** The visit on the person's open task: a draft per person, checked by the shared rules, sent once. */
function VisitForm({ detail, task }: { detail: ControlledPersonDetail; task: ControlTask }) {
  const submitVisit = useSubmitControlVisit();
  const draftForm = useDraftForm({
    draftKey: draftKeyOf(CONTROL_VISIT_FORM, detail.id),
    empty: EMPTY_CONTROL_VISIT,
    check: (input) => checkControlVisit(task, input),
    send: (body: ControlVisitBody, idempotencyKey) => submitVisit.mutateAsync({ body, idempotencyKey }),
    onSent: () => {
      showToast('提交成功，等待审核');
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
            {task.state === 'RETURNED' ? (
              <NoticeBar
                data-testid="control-return-reason"
                color="error"
                wrap
                content={`反馈已退回：${task.returnReason ?? ''}`}
              />
            ) : null}
            <div className={styles.person}>
              <span className={styles.name}>{detail.name}</span>
              <ControlTags person={detail} />
            </div>
          </>
        }
      >
        <SelectField
          of={draftForm}
          name="method"
          label="管控方式"
          required
          testId="control-method"
          columns={3}
          options={CONTROL_VISIT_METHODS}
        />
        <SelectField
          of={draftForm}
          name="result"
          label="管控结果"
          required
          testId="control-result"
          columns={3}
          options={CONTROL_VISIT_RESULTS}
        />
        <LocationField
          label="当前位置"
          required
          value={form}
          problem={problems.location}
          testIdPrefix="control"
          onChange={patch}
        />
        <TextAreaField
          of={draftForm}
          name="content"
          label="管控情况"
          required
          testId="control-content"
          placeholder="请填写走访情况、人员近况及教育内容"
          rows={5}
          maxLength={1000}
          showCount
        />
        <PhotoUploadField
          label="现场照片"
          description={`支持 png、jpg，最多 ${CONTROL_PHOTO_MAX} 张`}
          photoKeys={form.photos}
          maxCount={CONTROL_PHOTO_MAX}
          testId="control-photos"
          onChange={(photos) => patch({ photos })}
        />
        <PhotoUploadField
          label="承诺书"
          description={`签署的承诺书照片，最多 ${CONTROL_COMMITMENT_MAX} 张`}
          photoKeys={form.commitments}
          maxCount={CONTROL_COMMITMENT_MAX}
          testId="control-commitments"
          onChange={(commitments) => patch({ commitments })}
        />
      </FormCard>
      <DraftFormFooter form={draftForm} testId="control-feedback-submit" onSubmit={submitChecked}>
        提交反馈
      </DraftFormFooter>
    </PageShell>
  );
}
