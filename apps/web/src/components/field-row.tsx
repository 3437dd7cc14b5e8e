import type { ReactNode } from 'react';
import styles from './field-row.module.css';

/** One 'label  value' line of a summary card; a long value wraps under itself. */
export const fieldRow = (label: string, value: ReactNode) => (
  <div className={styles.row}>
    <span className={styles.label}>{label}</span>
    <span className={styles.value}>{value}</span>
  </div>
);
