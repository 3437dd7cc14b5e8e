import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/session/session.store';
import { fetchLatestIssueYear, oaKeys } from '../api/oa.api';

/**
 * Keeps the stored annual on the latest issued rule year; 2023 stays until it answers. The year is
 * stored when the answer arrives, not by the page that asked: a user who taps on before it answers
 * still gets it.
 */
export function useLatestIssueYear(): void {
  const hasLogin = useSession((s) => s.hasLogin);
  useQuery({
    queryKey: oaKeys.latestIssueYear(),
    queryFn: async () => {
      const year = await fetchLatestIssueYear();
      if (year > 0) useSession.getState().setAnnual(year);
      return year;
    },
    enabled: hasLogin,
    staleTime: Infinity,
  });
}
