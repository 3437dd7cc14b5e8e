import type { ReactNode } from 'react';
import { Form, Selector } from 'antd-mobile';
import { fieldProblem } from './field-problem';

/** One option of a single-choice field. */
export interface SelectOption<V extends string | number> {
  value: V;
  label: ReactNode;
}

/**
 * A single-choice field of a form: its label (and required mark), the options as antd-mobile's
 * Selector chips, its problem under it. Tapping the chosen option again deselects it: `onChange`
 * then gets `undefined`, and the form decides what that means (empty, a default, or keep the choice).
 */
export function SelectField<V extends string | number>({
  label,
  required,
  problem,
  testId,
  columns,
  options,
  value,
  onChange,
  layout,
}: {
  label: ReactNode;
  required?: boolean;
  /** The field's problem, shown under it in the danger colour. */
  problem?: string;
  testId?: string;
  columns: number;
  options: readonly SelectOption<V>[];
  /** The chosen value; `null`, `undefined` or `''` chooses none. */
  value: V | null | undefined;
  onChange: (value: V | undefined) => void;
  /** The row's layout where it differs from its form's (chips below the label in a horizontal form). */
  layout?: 'vertical' | 'horizontal';
}) {
  return (
    <Form.Item label={label} required={required} layout={layout} description={fieldProblem(problem)}>
      <Selector<V>
        data-testid={testId}
        columns={columns}
        options={[...options]}
        value={value === null || value === undefined || value === '' ? [] : [value]}
        onChange={(values) => onChange(values[0])}
      />
    </Form.Item>
  );
}
