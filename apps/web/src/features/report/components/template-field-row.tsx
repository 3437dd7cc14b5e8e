import { Button, Card, Form, Input, Switch, TextArea } from 'antd-mobile';
import { REPORT_FIELD_TYPES, REPORT_LIMITS } from '@afp/contract';
import { SelectItem, fieldProblem, optionsOf } from '../../../lib/forms';
import { rowProblemKey, type TemplateFieldRow, type TemplateFormProblems } from '../report-template.rules';
import styles from './report.module.css';

const TYPE_OPTIONS = optionsOf(REPORT_FIELD_TYPES);

/** One field of a template being written: name, type, required, and the type's bounds or choices. */
export function TemplateFieldRowEditor({
  row,
  index,
  problems,
  onChange,
  onRemove,
}: {
  row: TemplateFieldRow;
  index: number;
  problems: TemplateFormProblems;
  onChange: (patch: Partial<TemplateFieldRow>) => void;
  onRemove: () => void;
}) {
  const testId = `template-field-${row.key}`;
  const problem = (prop: string) => fieldProblem(problems[rowProblemKey(row.key, prop)]);
  return (
    <Card
      className={styles.card}
      data-testid={testId}
      title={`字段 ${index + 1}`}
      extra={
        <Button size="mini" color="danger" fill="none" data-testid={`${testId}-remove`} onClick={onRemove}>
          删除
        </Button>
      }
    >
      <Form layout="vertical">
        <Form.Item label="字段名称" required description={problem('label')}>
          <Input
            data-testid={`${testId}-label`}
            placeholder="如：宣传场次"
            value={row.label}
            maxLength={REPORT_LIMITS.labelLength}
            onChange={(label) => onChange({ label })}
          />
        </Form.Item>
        <SelectItem
          label="字段类型"
          required
          problem={problems[rowProblemKey(row.key, 'type')]}
          testId={`${testId}-type`}
          columns={4}
          options={TYPE_OPTIONS}
          value={row.type}
          onChange={(type) => (type ? onChange({ type }) : undefined)}
        />
        <Form.Item label="必填" childElementPosition="right">
          <Switch
            data-testid={`${testId}-required`}
            checked={row.required}
            onChange={(required) => onChange({ required })}
          />
        </Form.Item>
        {row.type === 'NUMBER' ? (
          <>
            <Form.Item label="最小值（整数，默认0）" description={problem('min')}>
              <Input
                data-testid={`${testId}-min`}
                inputMode="numeric"
                value={row.min}
                maxLength={11}
                onChange={(min) => onChange({ min })}
              />
            </Form.Item>
            <Form.Item label="最大值（整数，可不填）" description={problem('max')}>
              <Input
                data-testid={`${testId}-max`}
                inputMode="numeric"
                value={row.max}
                maxLength={11}
                onChange={(max) => onChange({ max })}
              />
            </Form.Item>
            <Form.Item label="只能填整数" childElementPosition="right">
              <Switch
                data-testid={`${testId}-integer`}
                checked={row.integer}
                onChange={(integer) => onChange({ integer })}
              />
            </Form.Item>
            <Form.Item label="单位" description={problem('unit')}>
              <Input
                data-testid={`${testId}-unit`}
                placeholder="如：人、场、元"
                value={row.unit}
                maxLength={10}
                onChange={(unit) => onChange({ unit })}
              />
            </Form.Item>
          </>
        ) : null}
        {row.type === 'SELECT' ? (
          <Form.Item label="选项（每行一个）" required description={problem('options')}>
            <TextArea
              data-testid={`${testId}-options`}
              placeholder={'已完成\n未完成'}
              value={row.options}
              rows={3}
              onChange={(options) => onChange({ options })}
            />
          </Form.Item>
        ) : null}
      </Form>
    </Card>
  );
}
