import { useState } from 'react';
import { Form, Selector } from 'antd-mobile';
import { PREACH_AUDIENCE_TYPES, PREACH_TOPICS } from '@afp/contract';
import { DatePicker } from '../../../components/date-picker';
import { formatDateTime } from '../../../lib/date-time';
import { SelectField, TextAreaField, TextField, fieldProblem, optionsOf } from '../../../lib/forms';
import type { PreachRequestForm, PreachRequestProblems } from '../preaching.rules';
import styles from './preaching.module.css';

const TOPIC_OPTIONS = optionsOf(PREACH_TOPICS);

const YEAR_MS = 365 * 86_400_000;
/** A session is booked at least an hour ahead (the picker starts there). */
const LEAD_MS = 3_600_000;

/** The fields of a session: the unit's booking page and the guard's preach-create both use them. */
export function PreachRequestFields({
  form,
  problems,
  patch,
}: {
  form: PreachRequestForm;
  problems: PreachRequestProblems;
  patch: (values: Partial<PreachRequestForm>) => void;
}) {
  const [isPicking, setPicking] = useState(false);
  const fields = { form, patch, problems };
  // Fixed when the form opens, so the picker's range does not move while it renders.
  const [earliest] = useState(() => new Date(Date.now() + LEAD_MS));
  return (
    <>
      <TextField
        of={fields}
        name="applicantUnit"
        label="申请单位"
        required
        testId="preach-unit"
        placeholder="如：湖滨实验学校"
        maxLength={64}
      />
      <TextField of={fields} name="contactName" label="联系人" required testId="preach-contact" maxLength={32} />
      <TextField
        of={fields}
        name="contactPhone"
        label="联系电话"
        required
        testId="preach-phone"
        type="tel"
        maxLength={11}
      />
      <TextField of={fields} name="address" label="宣讲地址" required testId="preach-address" maxLength={200} />
      <Form.Item
        label="宣讲时间"
        required
        description={fieldProblem(problems.startsAt)}
        onClick={() => setPicking(true)}
        arrow
      >
        <span data-testid="preach-time" className={form.startsAt ? undefined : styles.muted}>
          {form.startsAt ? formatDateTime(form.startsAt) : '请选择'}
        </span>
      </Form.Item>
      <DatePicker
        visible={isPicking}
        precision="minute"
        min={earliest}
        max={new Date(earliest.getTime() + YEAR_MS)}
        value={form.startsAt ? new Date(form.startsAt) : earliest}
        onClose={() => setPicking(false)}
        onConfirm={(date) => patch({ startsAt: date.toISOString() })}
      />
      <TextField
        of={fields}
        name="expectedAudience"
        label="预计人数"
        required
        testId="preach-expected"
        type="number"
        inputMode="numeric"
      />
      <SelectField
        of={fields}
        name="audienceType"
        label="受众类型"
        required
        testId="preach-audience-type"
        columns={3}
        options={PREACH_AUDIENCE_TYPES}
      />
      <Form.Item label="宣讲主题" required description={fieldProblem(problems.topics)}>
        <Selector
          data-testid="preach-topics"
          multiple
          columns={2}
          options={TOPIC_OPTIONS}
          value={form.topics}
          onChange={(topics) => patch({ topics: topics })}
        />
      </Form.Item>
      <TextAreaField of={fields} name="remark" label="备注" testId="preach-remark" rows={3} maxLength={500} showCount />
    </>
  );
}
