import { Form, Input, NoticeBar, Selector, TextArea } from 'antd-mobile';
import { PUBLICITY_PHOTO_MAX, PUBLICITY_RECORD_TYPES } from '@afp/contract';
import { LocationField } from '../../../components/location-field';
import { DraftFormFooter, fieldProblem, optionsOf, useDraftForm } from '../../../lib/forms';
import { SubmitWaitingBanner } from '../../../lib/outbox';
import { PhotoUploadField } from '../../file';
import {
  checkRecord,
  type Problems,
  type RecordCreateBody,
  type RecordField,
  type RecordForm,
} from '../publicity.rules';
import { TimeField } from './time-field';

const TYPE_OPTIONS = optionsOf(PUBLICITY_RECORD_TYPES);

/**
 * The publicity record form (new, or a refused one fixed): type, place from the workplace app,
 * time, audience, flyers, app installs and photos with upload progress; draft and send-once.
 */
export function RecordFormView({
  draftKey,
  empty,
  refuseReason,
  submitText,
  send,
  onSent,
}: {
  draftKey: string;
  empty: RecordForm;
  refuseReason?: string | null;
  submitText: string;
  send: (body: RecordCreateBody, idempotencyKey: string) => Promise<unknown>;
  onSent: () => void;
}) {
  const draftForm = useDraftForm<RecordForm, RecordCreateBody, Problems<RecordField>>({
    draftKey,
    empty,
    send,
    onSent,
  });
  const { form, patch, problems, submission, submitChecked } = draftForm;
  const count = (field: 'audience' | 'flyers' | 'appInstalls', label: string, required = false) => (
    <Form.Item label={label} required={required} description={fieldProblem(problems[field])}>
      <Input
        data-testid={`record-${field}`}
        inputMode="numeric"
        placeholder="0"
        value={form[field]}
        onChange={(value) => patch({ [field]: value })}
      />
    </Form.Item>
  );
  return (
    <>
      <SubmitWaitingBanner submission={submission} />
      {refuseReason ? (
        <NoticeBar color="error" wrap content={`记录已退回：${refuseReason}`} data-testid="record-refuse-reason" />
      ) : null}
      <Form layout="vertical" mode="card">
        <Form.Item label="宣防类型" required description={fieldProblem(problems.type)}>
          <Selector
            data-testid="record-type"
            columns={3}
            options={TYPE_OPTIONS}
            value={form.type ? [form.type] : []}
            onChange={(values) => patch({ type: values[0] ?? null })}
          />
        </Form.Item>
        <LocationField
          label="宣防地点"
          required
          value={form}
          problem={problems.location}
          testIdPrefix="record"
          onChange={patch}
        />
        <TimeField
          label="宣防时间"
          value={form.occurredAt}
          problem={problems.occurredAt}
          testId="record-time"
          onChange={(occurredAt) => patch({ occurredAt })}
        />
        {count('audience', '受众人数', true)}
        {count('flyers', '发放资料（份）')}
        {count('appInstalls', '安装国家反诈APP（人）')}
        <PhotoUploadField
          label="现场照片"
          description={`支持 png、jpg，至少1张，最多 ${PUBLICITY_PHOTO_MAX} 张`}
          photoKeys={form.photos}
          maxCount={PUBLICITY_PHOTO_MAX}
          testId="record-photos"
          onChange={(photos) => patch({ photos })}
        />
        {problems.photos ? <Form.Item description={fieldProblem(problems.photos)} /> : null}
        <Form.Item label="备注" description={fieldProblem(problems.remark)}>
          <TextArea
            data-testid="record-remark"
            placeholder="可填写宣传主题、对象等"
            value={form.remark}
            onChange={(remark) => patch({ remark })}
            rows={3}
            maxLength={500}
            showCount
          />
        </Form.Item>
      </Form>
      <DraftFormFooter
        form={draftForm}
        testId="record-submit"
        onSubmit={() => submitChecked(checkRecord(form, new Date()))}
      >
        {submitText}
      </DraftFormFooter>
    </>
  );
}
