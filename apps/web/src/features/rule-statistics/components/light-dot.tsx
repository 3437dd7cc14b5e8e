import { RULE_LIGHT_RULES, RULE_LIGHTS, RULE_UNIT_LIGHT_RULE, type RuleLight } from '@afp/contract';
import styles from './rule.module.css';

/** A red / yellow / green standing as a dot with a shape in it (✓ ! ✕ –), its meaning for screen readers. */
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

/** What each light means, as the scoring decides it (the contract's words, one source). */
export function LightLegend() {
  return (
    <div className={styles.legend} data-testid="rule-light-legend">
      {(Object.keys(RULE_LIGHT_RULES) as RuleLight[]).map((light) => (
        <div key={light} className={styles.legendLine}>
          <LightDot light={light} />
          <span>
            <b>{RULE_LIGHTS[light]}</b>：{RULE_LIGHT_RULES[light]}
          </span>
        </div>
      ))}
      <div className={styles.legendLine}>{RULE_UNIT_LIGHT_RULE}</div>
    </div>
  );
}
