import { choosesAtFirstTap } from '../app/first-tap';
import styles from './segmented-tabs.module.css';

interface Props<K extends string> {
  /** What the choice is about, for screen readers (协作类别). */
  label: string;
  options: readonly (readonly [key: K, title: string])[];
  value: K;
  onChange: (next: K) => void;
  /**
   * Each tab's test id is `${testIdPrefix}-${key}`; a tap on index.html's copy is kept under the same
   * name for `takeFirstChoice(testIdPrefix, …)`.
   */
  testIdPrefix: string;
}

/**
 * A segmented choice between views of one page, as tabs: antd-mobile's Segmented marks its options
 * as a listbox of radio inputs, which screen readers cannot make sense of (axe: aria-required-children).
 */
export function SegmentedTabs<K extends string>({ label, options, value, onChange, testIdPrefix }: Props<K>) {
  return (
    <div role="tablist" aria-label={label} className={styles.segments}>
      {options.map(([key, title]) => (
        <button
          key={key}
          type="button"
          role="tab"
          aria-selected={value === key}
          data-testid={`${testIdPrefix}-${key}`}
          className={styles.segment}
          onClick={() => onChange(key)}
          {...choosesAtFirstTap(testIdPrefix, key)}
        >
          {title}
        </button>
      ))}
    </div>
  );
}
