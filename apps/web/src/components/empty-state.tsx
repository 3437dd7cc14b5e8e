import type { ReactNode } from 'react';
import { StateBlock } from './state-block';

interface Props {
  title?: string;
  description?: string;
  testId?: string;
  /** A way on where the page offers one (the nav bar is the way back otherwise). */
  children?: ReactNode;
}

/** Empty list/section state. */
export function EmptyState({ title = '暂无数据', description = '', testId, children }: Props) {
  return (
    <StateBlock illustration="empty" title={title} description={description} testId={testId}>
      {children}
    </StateBlock>
  );
}
