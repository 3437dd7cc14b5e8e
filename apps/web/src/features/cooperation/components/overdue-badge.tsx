import type { ReactNode } from 'react';
import { Badge } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { cooperationSummaryQuery } from '../api/cooperation.api';

/** The oa home tile's mark: the centre's overdue cooperation tasks (none: no badge). */
export function CooperationOverdueBadge({ children }: { children: ReactNode }) {
  const { data } = useQuery(cooperationSummaryQuery(true));
  const overdue = data?.overdue ?? 0;
  return (
    <Badge content={overdue > 0 ? (overdue > 99 ? '99+' : overdue) : null} data-testid="cooperation-overdue-badge">
      {children}
    </Badge>
  );
}
