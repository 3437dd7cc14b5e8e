import type { ReactNode } from 'react';
import { Form, Selector } from 'antd-mobile';
import { fieldProblem, optionsOf } from './field-problem';
import type { FieldBinding } from './text-field';

/** One option of a single-choice field. */
export interface SelectOption<V extends string | number> {
  value: V;
  label: ReactNode;
}

/** A field's choices: its options, or a contract label table ({code: 名称}) in its order. */
type Choices<V extends string | number> =
  readonly SelectOption<V>[] | ([V] extends [string] ? Readonly<Partial<Record<V, string>>> : never);

/** The chips of a field's choices (a label table's in its order). */
const chipsOf = <V extends string | number>(choices: Choices<V>): SelectOption<V>[] =>
  Array.isArray(choices)
    ? [...(choices as readonly SelectOption<V>[])]
    : optionsOf(choices as Readonly<Record<V & string, string>>);

interface SelectFrame {
  label: ReactNode;
  required?: boolean;
  testId?: string;
  columns: number;
  /** The row's layout where it differs from its form's (chips below the label in a horizontal form). */
  layout?: 'vertical' | 'horizontal';
}

/**
 * A single-choice field given its value: its label (and required mark), the options as antd-mobile's
 * Selector chips, its problem under it. Tapping the chosen option again deselects it: `onChange`
 * then gets `undefined`, and the form decides what that means. For a field of a form's hook, `SelectField`.
 */
export function SelectItem<V extends string | number>({
  label,
  required,
  problem,
  testId,
  columns,
  options,
  value,
  onChange,
  layout,
}: SelectFrame & {
  /** The field's problem, shown under it in the danger colour. */
  problem?: string;
  options: Choices<V>;
  /** The chosen value; `null`, `undefined` or `''` chooses none. */
  value: V | null | undefined;
  onChange: (value: V | undefined) => void;
}) {
  return (
    <Form.Item label={label} required={required} layout={layout} description={fieldProblem(problem)}>
      <Selector<V>
        data-testid={testId}
        columns={columns}
        options={chipsOf(options)}
        value={value === null || value === undefined || value === '' ? [] : [value]}
        onChange={(values) => onChange(values[0])}
      />
    </Form.Item>
  );
}

/** The names of a form's single-choice fields: a code or a number, `null` while none is chosen. */
type ChoiceName<F> = { [K in keyof F]: NonNullable<F[K]> extends string | number ? K : never }[keyof F] & string;
type Chosen<F, K extends keyof F> = NonNullable<F[K]> & (string | number);

interface BoundSelectProps<F, K extends keyof F> extends SelectFrame {
  /** The form the field belongs to; its value is `form[name]`, its problem `problems[name]`. */
  of: FieldBinding<F>;
  name: K;
  options: Choices<Chosen<F, K>>;
  /** What the field becomes when its chosen option is tapped again: `null` unless said. */
  cleared?: F[K];
}

/**
 * A single-choice field of a form (`useDraftForm`, `usePublicForm`), bound by name like `TextField`.
 * Tapping the chosen option again gives the field `cleared`: `null` unless said — a field that
 * cannot be empty must say (its default, or its own value to keep the choice). A tap that changes
 * nothing writes nothing.
 */
export function SelectField<F, K extends ChoiceName<F>>(
  props: BoundSelectProps<F, K> & (null extends F[K] ? unknown : { cleared: F[K] }),
) {
  const { of, name, cleared = null as F[K], ...frame }: BoundSelectProps<F, K> = props;
  const value = of.form[name];
  const problems = of.problems as Partial<Record<string, string>>;
  return (
    <SelectItem<Chosen<F, K>>
      {...frame}
      problem={problems[name]}
      value={value as Chosen<F, K> | null}
      onChange={(chosen) => {
        const change: Partial<F> = {};
        change[name] = chosen ?? cleared;
        if (change[name] !== value) of.patch(change);
      }}
    />
  );
}
