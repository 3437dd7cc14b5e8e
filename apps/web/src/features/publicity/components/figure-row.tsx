import styles from './figure-row.module.css';

/** A publicity page's headline figures, each over its caption, in a row of four. */
export function FigureRow({ figures, testId }: { figures: readonly (readonly [string, number])[]; testId: string }) {
  return (
    <div className={styles.figures} data-testid={testId}>
      {figures.map(([caption, figure]) => (
        <div key={caption}>
          <div className={styles.figure}>{figure}</div>
          <div className={styles.caption}>{caption}</div>
        </div>
      ))}
    </div>
  );
}
