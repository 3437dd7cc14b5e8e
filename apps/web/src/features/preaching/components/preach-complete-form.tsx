import { Form } from 'antd-mobile';
import { PREACH_PHOTO_MAX, type PreachDetail } from '@afp/contract';
import { draftKeyOf } from '../../../lib/drafts';
import { showToast } from '../../../lib/feedback';
import { DraftFormFooter, FormCard, TextAreaField, TextField, fieldProblem, useDraftForm } from '../../../lib/forms';
import { PhotoUploadField } from '../../file';
import { useCompletePreach, type PreachCompleteBody } from '../api/preaching.mutations';
import { checkPreachComplete, EMPTY_PREACH_COMPLETE } from '../preaching.rules';

/** 完成宣讲: overview, audience and at least one photo; a draft per session, sent once. */
export function PreachCompleteForm({ appointment }: { appointment: PreachDetail }) {
  const complete = useCompletePreach();
  const draftForm = useDraftForm({
    draftKey: draftKeyOf('preach-complete', appointment.id),
    empty: { ...EMPTY_PREACH_COMPLETE, overview: appointment.overview ?? '' },
    check: (input) => checkPreachComplete(appointment, input),
    send: (body: PreachCompleteBody, idempotencyKey) => complete.mutateAsync({ body, idempotencyKey }),
    onSent: () => showToast('已提交，等待核查'),
  });
  const { form, patch, problems, submission, submitChecked } = draftForm;
  return (
    <>
      <FormCard submission={submission}>
        <Form.Header>完成宣讲</Form.Header>
        <TextAreaField
          of={draftForm}
          name="overview"
          label="宣讲概况"
          required
          testId="preach-complete-overview"
          rows={4}
          maxLength={1000}
          showCount
          placeholder="宣讲内容、现场互动及效果"
        />
        <TextField
          of={draftForm}
          name="audienceCount"
          label="实到人数"
          required
          testId="preach-complete-audience"
          type="number"
          inputMode="numeric"
        />
        <PhotoUploadField
          label="现场照片"
          description={`至少一张，最多 ${PREACH_PHOTO_MAX} 张`}
          photoKeys={form.photos}
          maxCount={PREACH_PHOTO_MAX}
          testId="preach-complete-photos"
          onChange={(photos) => patch({ photos })}
        />
        {problems.photos ? <Form.Item description={fieldProblem(problems.photos)} /> : null}
      </FormCard>
      <DraftFormFooter form={draftForm} testId="preach-complete-submit" onSubmit={submitChecked}>
        提交完成情况
      </DraftFormFooter>
    </>
  );
}
