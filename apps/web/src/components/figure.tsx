import styles from './figure.module.css';

/**
 * A headline figure in a card's grid of figures: its value (in the primary colour, or the tone of a
 * figure that calls for action) over its label; the test id is the value's.
 */
export function Figure({
  label,
  value,
  tone,
  testId,
}: {
  label: string;
  value: string | number;
  tone?: 'warning' | 'danger';
  testId: string;
}) {
  return (
    <div className={styles.figure}>
      <span className={styles.value} data-tone={tone} data-testid={testId}>
        {value}
      </span>
      <span className={styles.label}>{label}</span>
    </div>
  );
}
