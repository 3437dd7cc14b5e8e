import type { ReactNode } from 'react';
import styles from './stat-strip.module.css';

export interface StatItem {
  label: string;
  value: ReactNode;
  /** Makes the figure a button (opens its list). */
  onClick?: () => void;
}

/**
 * A row of headline figures (value over label). Framed on a page; `inCard` inside a List card,
 * which already draws the frame.
 */
export function StatStrip({ items, testId, inCard = false }: { items: StatItem[]; testId?: string; inCard?: boolean }) {
  return (
    <div className={inCard ? styles.strip : `${styles.strip} ${styles.framed}`} data-testid={testId}>
      {items.map((item) => {
        const content = (
          <>
            <div className={styles.value}>{item.value}</div>
            <div className={styles.label}>{item.label}</div>
          </>
        );
        return item.onClick ? (
          <button key={item.label} type="button" className={styles.stat} onClick={item.onClick}>
            {content}
          </button>
        ) : (
          <div key={item.label} className={styles.stat}>
            {content}
          </div>
        );
      })}
    </div>
  );
}
