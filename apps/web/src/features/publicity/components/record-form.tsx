import { Form, Input, NoticeBar, Selector, TextArea } from 'antd-mobile';
import { PUBLICITY_RECORD_TYPES } from '@afp/contract';
import { DraftFormFooter, fieldProblem, optionsOf, useDraftForm } from '../../../lib/forms';
import { SubmitWaitingBanner } from '../../../lib/outbox';
import {
  checkRecord,
  type Problems,
  type RecordCreateBody,
  type RecordField,
  type RecordForm,
} from '../publicity.rules';
import { PlaceFields } from './place-fields';

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
    check: (input) => checkRecord(input, new Date()),
    send,
    onSent,
  });
  const { form, patch, problems, submission, submitChecked } = draftForm;
  const count = (field: 'flyers' | 'appInstalls', label: string) => (
    <Form.Item label={label} description={fieldProblem(problems[field])}>
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
        <PlaceFields
          form={form}
          problems={problems}
          patch={patch}
          testIdPrefix="record"
          labels={{ location: '宣防地点', occurredAt: '宣防时间', photos: '现场照片' }}
        >
          {count('flyers', '发放资料（份）')}
          {count('appInstalls', '安装国家反诈APP（人）')}
        </PlaceFields>
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
      <DraftFormFooter form={draftForm} testId="record-submit" onSubmit={submitChecked}>
        {submitText}
      </DraftFormFooter>
    </>
  );
}
