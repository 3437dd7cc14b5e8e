import type { ReactNode } from 'react';
import { Grid } from 'antd-mobile';
import { navigateTo } from '../lib/navigation';

export interface GridEntry {
  label: string;
  path: string;
  icon: ReactNode;
  color?: string;
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
        <Grid.Item key={entry.path}>
          <button
            type="button"
            aria-label={entry.label}
            onClick={() => navigateTo(entry.path)}
            style={{ width: '100%', border: 0, background: 'transparent', padding: '8px 0', color: '#333' }}
          >
            <div style={{ fontSize: 28, color: entry.color ?? '#1677ff' }}>{entry.icon}</div>
            <div style={{ fontSize: 12, marginTop: 4 }}>{entry.label}</div>
          </button>
        </Grid.Item>
      ))}
    </Grid>
  );
}
