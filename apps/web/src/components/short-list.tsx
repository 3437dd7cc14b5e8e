import type { ReactNode } from 'react';
import { List } from 'antd-mobile';
import { EmptyState } from './empty-state';

/**
 * A whole list (not paged: search results, a mail's feedback, a ranking): its rows in one List, or
 * the empty state saying `empty` when there are none.
 */
export function ShortList<T>({
  rows,
  empty,
  emptyTestId,
  testId,
  mode,
  children,
}: {
  rows: readonly T[];
  empty: string;
  emptyTestId?: string;
  testId: string;
  mode?: 'card';
  /** One row (a keyed List.Item). */
  children: (row: T) => ReactNode;
}) {
  if (rows.length === 0) return <EmptyState title={empty} testId={emptyTestId} />;
  return (
    <List mode={mode} data-testid={testId}>
      {rows.map((row) => children(row))}
    </List>
  );
}
