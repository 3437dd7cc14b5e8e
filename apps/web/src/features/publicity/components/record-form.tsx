import { NoticeBar } from 'antd-mobile';
import { PUBLICITY_RECORD_TYPES } from '@afp/contract';
import { DraftFormFooter, FormCard, SelectField, TextAreaField, TextField, useDraftForm } from '../../../lib/forms';
import {
  checkRecord,
  type Problems,
  type RecordCreateBody,
  type RecordField,
  type RecordForm,
} from '../publicity.rules';
import { PlaceFields } from './place-fields';

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
    <TextField
      of={draftForm}
      name={field}
      label={label}
      testId={`record-${field}`}
      inputMode="numeric"
      placeholder="0"
    />
  );
  return (
    <>
      <FormCard
        submission={submission}
        intro={
          refuseReason ? (
            <NoticeBar color="error" wrap content={`记录已退回：${refuseReason}`} data-testid="record-refuse-reason" />
          ) : null
        }
      >
        <SelectField
          of={draftForm}
          name="type"
          label="宣防类型"
          required
          testId="record-type"
          columns={3}
          options={PUBLICITY_RECORD_TYPES}
        />
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
        <TextAreaField
          of={draftForm}
          name="remark"
          label="备注"
          testId="record-remark"
          placeholder="可填写宣传主题、对象等"
          rows={3}
          maxLength={500}
          showCount
        />
      </FormCard>
      <DraftFormFooter form={draftForm} testId="record-submit" onSubmit={submitChecked}>
        {submitText}
      </DraftFormFooter>
    </>
  );
}
