import { Form, Input, Selector, TextArea } from 'antd-mobile';
import { REPORT_LIMITS, type ReportField } from '@afp/contract';
import { fieldProblem } from '../../../lib/forms';

/** One template field as its type asks: a number, a text, a date or a choice. */
export function ReportFieldInput({
  field,
  value,
  problem,
  onChange,
}: {
  field: ReportField;
  value: string;
  problem?: string;
  onChange: (value: string) => void;
}) {
  const testId = `report-field-${field.key}`;
  const label = field.type === 'NUMBER' && field.unit ? `${field.label}（${field.unit}）` : field.label;
  return (
    <Form.Item label={label} required={field.required} description={fieldProblem(problem)}>
      {field.type === 'NUMBER' ? (
        <Input
          data-testid={testId}
          inputMode={field.integer ? 'numeric' : 'decimal'}
          value={value}
          onChange={onChange}
          maxLength={16}
          clearable
        />
      ) : field.type === 'DATE' ? (
        <Input data-testid={testId} type="date" value={value} onChange={onChange} />
      ) : field.type === 'SELECT' ? (
        <Selector
          data-testid={testId}
          columns={3}
          options={(field.options ?? []).map((option) => ({ value: option, label: option }))}
          value={value ? [value] : []}
          onChange={(values) => onChange(values[0] ?? '')}
        />
      ) : (
        <TextArea
          data-testid={testId}
          value={value}
          onChange={onChange}
          rows={3}
          maxLength={REPORT_LIMITS.textLength}
          showCount
        />
      )}
    </Form.Item>
  );
}
