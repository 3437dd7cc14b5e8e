import { Form, Input, TextArea, type InputProps, type TextAreaProps } from 'antd-mobile';
import type { ReactNode } from 'react';
import { fieldProblem } from './field-problem';

/** What a field takes from its form's hook (`useDraftForm`, `usePublicForm`): the input, its change, its problems. */
export interface FieldBinding<F> {
  form: F;
  patch: (fields: Partial<F>) => void;
  problems: object;
}

/** The names of a form's text inputs. */
type TextName<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F] & string;

interface FieldFrame<F> {
  /** The form the field belongs to; its value is `form[name]`, its problem `problems[name]`. */
  of: FieldBinding<F>;
  name: TextName<F>;
  label?: ReactNode;
  required?: boolean;
  testId?: string;
}

/** The field's frame: its label, the required mark and its problem under it, around the control given its value. */
function boundItem<F>(
  { of, name, label, required }: FieldFrame<F>,
  control: (value: string, onChange: (value: string) => void) => ReactNode,
) {
  const problems = of.problems as Partial<Record<string, string>>;
  return (
    <Form.Item label={label} required={required} description={fieldProblem(problems[name])}>
      {control(of.form[name] as string, (value) => of.patch({ [name]: value } as Partial<F>))}
    </Form.Item>
  );
}

/** A one-line text input of a form, bound to its field by name. */
export function TextField<F>(props: FieldFrame<F> & Omit<InputProps, 'value' | 'onChange' | 'name'>) {
  const { of: _of, name: _name, label: _label, required: _required, testId, ...input } = props;
  return boundItem(props, (value, onChange) => (
    <Input data-testid={testId} {...input} value={value} onChange={onChange} />
  ));
}

/** A several-line text input of a form, bound to its field by name. */
export function TextAreaField<F>(props: FieldFrame<F> & Omit<TextAreaProps, 'value' | 'onChange' | 'name'>) {
  const { of: _of, name: _name, label: _label, required: _required, testId, ...textArea } = props;
  return boundItem(props, (value, onChange) => (
    <TextArea data-testid={testId} {...textArea} value={value} onChange={onChange} />
  ));
}
