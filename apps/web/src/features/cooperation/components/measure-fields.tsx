import { Form, Input, Selector, TextArea } from 'antd-mobile';
import { COOPERATION_MEASURE_RESULTS } from '@afp/contract';
import { fieldProblem, optionsOf } from '../../../lib/forms';
import type { HandleForm, HandleProblems } from '../cooperation.rules';

const RESULT_OPTIONS = optionsOf(COOPERATION_MEASURE_RESULTS);

/** What a bank's 止付冻结 system records of a 止付 / 冻结: account, 户名, 开户行, amounts, result, case and document numbers. */
export function MeasureFields({
  name,
  form,
  problems,
  onChange,
}: {
  /** 止付 or 冻结. */
  name: string;
  form: HandleForm;
  problems: HandleProblems;
  onChange: (change: Partial<HandleForm>) => void;
}) {
  const line = (
    field: 'account' | 'accountName' | 'bankName' | 'caseNumber' | 'documentNumber',
    label: string,
    options: { required?: boolean; maxLength: number; placeholder?: string },
  ) => (
    <Form.Item label={label} required={options.required} description={fieldProblem(problems[field])}>
      <Input
        data-testid={`cooperation-${field}`}
        value={form[field]}
        placeholder={options.placeholder}
        onChange={(value) => onChange({ [field]: value })}
        maxLength={options.maxLength}
      />
    </Form.Item>
  );
  const money = (field: 'amount' | 'balance', label: string, required: boolean) => (
    <Form.Item label={label} required={required} description={fieldProblem(problems[field])}>
      <Input
        data-testid={`cooperation-${field}`}
        inputMode="decimal"
        value={form[field]}
        onChange={(value) => onChange({ [field]: value })}
        maxLength={16}
      />
    </Form.Item>
  );
  return (
    <>
      {line('account', `${name}账户`, { required: true, maxLength: 64 })}
      {line('accountName', '户名', { required: true, maxLength: 64 })}
      {line('bankName', '开户行', { required: true, maxLength: 100, placeholder: '如：工商银行江澜分行营业部' })}
      {money('amount', `${name}金额（元）`, true)}
      {money('balance', '账户余额（元）', false)}
      <Form.Item label={`${name}结果`} required description={fieldProblem(problems.result)}>
        <Selector
          data-testid="cooperation-result"
          columns={3}
          options={RESULT_OPTIONS}
          value={form.result ? [form.result] : []}
          onChange={(values) => onChange({ result: values[0] ?? null })}
        />
      </Form.Item>
      {form.result && form.result !== 'SUCCESS' ? (
        <Form.Item label="原因" required description={fieldProblem(problems.resultReason)}>
          <TextArea
            data-testid="cooperation-result-reason"
            placeholder="如：余额不足、账户已销户"
            value={form.resultReason}
            onChange={(resultReason) => onChange({ resultReason })}
            rows={2}
            maxLength={500}
          />
        </Form.Item>
      ) : null}
      {line('caseNumber', '案件编号', { maxLength: 64 })}
      {line('documentNumber', '文书号', { maxLength: 64 })}
    </>
  );
}
