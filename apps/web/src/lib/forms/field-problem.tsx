import styles from './field-problem.module.css';

/**
 * A field's problem under it (antd-mobile Form.Item description), in the danger colour and said in
 * words; `data-field-problem` lets lib/a11y tie it to the field's controls (aria-describedby).
 */
export const fieldProblem = (text: string | undefined) =>
  text ? (
    <span className={styles.problem} data-field-problem="">
      {text}
    </span>
  ) : undefined;

/** Selector/radio options from a contract label table ({code: 名称}). */
export const optionsOf = <K extends string>(labels: Record<K, string>): { value: K; label: string }[] =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));
