import { useState } from 'react';
import { Form, Input, Selector, TextArea } from 'antd-mobile';
import { PREACH_AUDIENCE_TYPES, PREACH_TOPICS } from '@afp/contract';
import { DatePicker } from '../../../components/date-picker';
import { formatDateTime } from '../../../lib/date-time';
import { fieldProblem, optionsOf } from '../../../lib/forms';
import type { PreachRequestForm, PreachRequestProblems } from '../preaching.rules';
import styles from './preaching.module.css';

const AUDIENCE_OPTIONS = optionsOf(PREACH_AUDIENCE_TYPES);
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
  // Fixed when the form opens, so the picker's range does not move while it renders.
  const [earliest] = useState(() => new Date(Date.now() + LEAD_MS));
  return (
    <>
      <Form.Item label="申请单位" required description={fieldProblem(problems.applicantUnit)}>
        <Input
          data-testid="preach-unit"
          placeholder="如：湖滨实验学校"
          maxLength={64}
          value={form.applicantUnit}
          onChange={(applicantUnit) => patch({ applicantUnit })}
        />
      </Form.Item>
      <Form.Item label="联系人" required description={fieldProblem(problems.contactName)}>
        <Input
          data-testid="preach-contact"
          maxLength={32}
          value={form.contactName}
          onChange={(contactName) => patch({ contactName })}
        />
      </Form.Item>
      <Form.Item label="联系电话" required description={fieldProblem(problems.contactPhone)}>
        <Input
          data-testid="preach-phone"
          type="tel"
          maxLength={11}
          value={form.contactPhone}
          onChange={(contactPhone) => patch({ contactPhone })}
        />
      </Form.Item>
      <Form.Item label="宣讲地址" required description={fieldProblem(problems.address)}>
        <Input
          data-testid="preach-address"
          maxLength={200}
          value={form.address}
          onChange={(address) => patch({ address })}
        />
      </Form.Item>
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
      <Form.Item label="预计人数" required description={fieldProblem(problems.expectedAudience)}>
        <Input
          data-testid="preach-expected"
          type="number"
          inputMode="numeric"
          value={form.expectedAudience}
          onChange={(expectedAudience) => patch({ expectedAudience })}
        />
      </Form.Item>
      <Form.Item label="受众类型" required description={fieldProblem(problems.audienceType)}>
        <Selector
          data-testid="preach-audience-type"
          columns={3}
          options={AUDIENCE_OPTIONS}
          value={form.audienceType ? [form.audienceType] : []}
          onChange={(values) => patch({ audienceType: values[0] ?? null })}
        />
      </Form.Item>
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
      <Form.Item label="备注" description={fieldProblem(problems.remark)}>
        <TextArea
          data-testid="preach-remark"
          rows={3}
          maxLength={500}
          showCount
          value={form.remark}
          onChange={(remark) => patch({ remark })}
        />
      </Form.Item>
    </>
  );
}
