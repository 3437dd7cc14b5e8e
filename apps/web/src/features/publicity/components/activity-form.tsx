import { Form } from 'antd-mobile';
import { CASE_PUBLICITY_ACTIVITY_PLACES } from '@afp/contract';
import { draftKeyOf } from '../../../lib/drafts';
import { showToast } from '../../../lib/feedback';
import { DraftFormFooter, SelectField, useDraftForm } from '../../../lib/forms';
import { SubmitWaitingBanner } from '../../../lib/outbox';
import { useAddActivity } from '../api/publicity.mutations';
import {
  checkActivity,
  EMPTY_ACTIVITY_FORM,
  type ActivityBody,
  type ActivityField,
  type ActivityForm,
  type Problems,
} from '../publicity.rules';
import { PlaceFields } from './place-fields';

/** One 一案一宣 activity: where (the victim's building, community or workplace), when, how many, photos. */
export function ActivityFormView({ task }: { task: { id: string; version: number } }) {
  const addActivity = useAddActivity();
  const draftForm = useDraftForm<ActivityForm, ActivityBody, Problems<ActivityField>>({
    draftKey: draftKeyOf('case-publicity-activity', task.id),
    empty: EMPTY_ACTIVITY_FORM,
    check: (input) => checkActivity(task, input, new Date()),
    send: (body, idempotencyKey) => addActivity.mutateAsync({ body, idempotencyKey }),
    onSent: () => showToast('已添加宣传活动'),
  });
  const { form, patch, problems, submission, submitChecked } = draftForm;
  return (
    <>
      <SubmitWaitingBanner submission={submission} />
      <Form layout="vertical" mode="card" data-testid="activity-form">
        <SelectField
          of={draftForm}
          name="place"
          label="活动地点类型"
          required
          testId="activity-place"
          columns={2}
          options={CASE_PUBLICITY_ACTIVITY_PLACES}
        />
        <PlaceFields
          form={form}
          problems={problems}
          patch={patch}
          testIdPrefix="activity"
          labels={{ location: '活动地点', occurredAt: '活动时间', photos: '活动照片' }}
        />
      </Form>
      <DraftFormFooter form={draftForm} testId="activity-submit" onSubmit={submitChecked}>
        添加活动
      </DraftFormFooter>
    </>
  );
}
