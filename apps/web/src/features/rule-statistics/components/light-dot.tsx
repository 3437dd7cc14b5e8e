import { RULE_LIGHTS, type RuleLight } from '@afp/contract';
import styles from './rule.module.css';

/** A red / yellow / green standing as a dot with its meaning for screen readers. */
export function LightDot({ light, testId }: { light: RuleLight; testId?: string }) {
  return (
    <span
      className={styles.light}
      data-light={light}
      data-testid={testId}
      role="img"
      aria-label={RULE_LIGHTS[light]}
      title={RULE_LIGHTS[light]}
    />
  );
}

/** Twelve months of lights; a tap on a due month opens its rows when `onMonth` is given. */
export function MonthLights({
  lights,
  onMonth,
  testId,
}: {
  lights: readonly RuleLight[];
  onMonth?: (month: number) => void;
  testId?: string;
}) {
  return (
    <div className={styles.months} data-testid={testId}>
      {lights.map((light, i) => (
        <button
          key={i}
          type="button"
          className={styles.month}
          disabled={!onMonth || light === 'NONE'}
          onClick={() => onMonth?.(i + 1)}
          data-testid={testId ? `${testId}-${i + 1}` : undefined}
          data-light={light}
        >
          <LightDot light={light} />
          {i + 1}
        </button>
      ))}
    </div>
  );
}
