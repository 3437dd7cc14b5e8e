import { useState } from 'react';
import { Button, Form } from 'antd-mobile';
import { DatePicker } from '../../../components/date-picker';
import { formatDateTime } from '../../../lib/date-time';
import { fieldProblem } from '../../../lib/forms';
import { deadlineAfter } from '../mail.rules';

/**
 * A deadline picked as a China date and time to the minute (not only whole days); empty means none.
 * The wheels open on the chosen time, or on tomorrow's end of work (18:00).
 */
export function DeadlineField({
  label,
  value,
  problem,
  testId,
  onChange,
}: {
  label: string;
  value: string | null;
  problem?: string;
  testId: string;
  onChange: (iso: string | null) => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const now = new Date();
  return (
    <Form.Item
      label={label}
      clickable
      arrow
      description={fieldProblem(problem)}
      onClick={() => setIsOpen(true)}
      extra={
        value ? (
          <Button
            size="mini"
            fill="none"
            data-testid={`${testId}-clear`}
            onClick={(event) => {
              event.stopPropagation();
              onChange(null);
            }}
          >
            清除
          </Button>
        ) : null
      }
    >
      <span data-testid={testId}>{value ? formatDateTime(value) : '不限'}</span>
      <DatePicker
        visible={isOpen}
        precision="minute"
        min={now}
        title={label}
        value={new Date(value ?? deadlineAfter(1, now))}
        onClose={() => setIsOpen(false)}
        onConfirm={(picked) => onChange(picked.toISOString())}
      />
    </Form.Item>
  );
}
