import { useState } from 'react';
import { Form } from 'antd-mobile';
import { DatePicker } from '../../../components/date-picker';
import { formatDateTime } from '../../../lib/date-time';
import { fieldProblem } from '../../../lib/forms';

/** A past time picked to the minute; empty means now (the draft keeps ISO text). */
export function TimeField({
  label,
  value,
  problem,
  testId,
  onChange,
}: {
  label: string;
  value: string;
  problem?: string;
  testId: string;
  onChange: (iso: string) => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Form.Item
      label={label}
      required
      clickable
      arrow
      description={fieldProblem(problem)}
      onClick={() => setIsOpen(true)}
    >
      <span data-testid={testId}>{value ? formatDateTime(value) : '现在'}</span>
      <DatePicker
        visible={isOpen}
        precision="minute"
        max={new Date()}
        title={label}
        value={value ? new Date(value) : new Date()}
        onClose={() => setIsOpen(false)}
        onConfirm={(picked) => onChange(picked.toISOString())}
      />
    </Form.Item>
  );
}
