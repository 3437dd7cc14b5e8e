import type { ReactNode } from 'react';
import { Grid } from 'antd-mobile';
import type { FirstScreenRole } from '@afp/contract';
import { opensAtFirstTap } from '../app/first-tap';
import { shownTo } from '../app/prerender';
import { navigateTo } from '../lib/navigation';
import styles from './entry-grid.module.css';

export interface GridEntry {
  label: string;
  path: string;
  icon: ReactNode;
  /** Icon colour, a theme colour (`themeColor('red')`); primary when absent. */
  color?: string;
  /** Shown on index.html's prerendered copy only to this role (the tab's stored session says it). */
  firstScreenRole?: FirstScreenRole;
}

/** Home-page grid of feature entries; each opens its route (labels double as accessible names). */
export function EntryGrid({
  entries,
  columns = 4,
  testId,
}: {
  entries: GridEntry[];
  columns?: number;
  testId?: string;
}) {
  return (
    <Grid columns={columns} gap={12} data-testid={testId}>
      {entries.map((entry) => (
        <Grid.Item key={entry.path} {...(entry.firstScreenRole ? shownTo(entry.firstScreenRole) : {})}>
          <button
            type="button"
            onClick={() => navigateTo(entry.path)}
            className={styles.entry}
            {...opensAtFirstTap(entry.path)}
          >
            <div className={styles.icon} style={entry.color ? { color: entry.color } : undefined}>
              {entry.icon}
            </div>
            <div className={styles.label}>{entry.label}</div>
          </button>
        </Grid.Item>
      ))}
    </Grid>
  );
}
