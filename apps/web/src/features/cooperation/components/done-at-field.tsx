import { Button, Form, Input } from 'antd-mobile';
import { formatChinaDateTime } from '@afp/contract';
import { fieldProblem } from '../../../lib/forms';
import styles from './handle-form.module.css';

/** Now as a `datetime-local` value, in China time whatever the phone's zone. */
export const localNow = (): string => formatChinaDateTime(Date.now()).replace(' ', 'T');

/** When the measure was done: typed, or 当前时间 with one tap. */
export function DoneAtField({
  label,
  value,
  problem,
  onChange,
}: {
  label: string;
  value: string;
  problem?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Form.Item
      label={label}
      required
      description={fieldProblem(problem)}
      extra={
        <Button size="mini" fill="outline" data-testid="cooperation-done-now" onClick={() => onChange(localNow())}>
          当前时间
        </Button>
      }
    >
      <Input
        className={styles.dateTime}
        data-testid="cooperation-done-at"
        type="datetime-local"
        value={value}
        onChange={onChange}
      />
    </Form.Item>
  );
}
