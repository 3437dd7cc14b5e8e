import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/session/session.store';
import { fetchLatestIssueYear, oaKeys } from '../api/oa.api';

/** Keeps the stored annual on the latest issued rule year; 2023 stays until it answers. */
export function useLatestIssueYear(): void {
  const hasLogin = useSession((s) => s.hasLogin);
  const { data: year } = useQuery({
    queryKey: oaKeys.latestIssueYear(),
    queryFn: fetchLatestIssueYear,
    enabled: hasLogin,
    staleTime: Infinity,
  });
  useEffect(() => {
    if (typeof year === 'number' && year > 0) useSession.getState().setAnnual(year);
  }, [year]);
}
