import { useLocation, useSearchParams } from '../../lib/router';
import { useQuery } from '@tanstack/react-query';
import type { VerificationStage, VerifyGroup } from '@afp/contract';
import { selectIsAdmin, useSession } from '../../lib/session/session.store';
import { reviewGroupsQuery } from './api/verification.queries';
import { stageOfPath } from './verification.paths';

/** The stage of the current page and the `?id=` it is about. */
export function useStagePage(): { stage: VerificationStage; id: string } {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  return { stage: stageOfPath(pathname), id: params.get('id') ?? '' };
}

/**
 * The groups of the stage's filter (spec §7, the first is the default): the verify groups from
 * the session at 核查, the re-verify groups at 复核. Administrators also have 全部 at 核查.
 */
export function useStageGroups(stage: VerificationStage): { groups: VerifyGroup[]; mayPickAll: boolean } {
  const verifyGroups = useSession((s) => s.oaVerifyGroup);
  const accountId = useSession((s) => s.user.accountId || s.accountId);
  const isAdmin = useSession(selectIsAdmin);
  const reviewGroups = useQuery({
    ...reviewGroupsQuery(accountId),
    enabled: stage === 'review' && accountId !== '',
  }).data;
  if (stage === 'verify') return { groups: verifyGroups, mayPickAll: isAdmin };
  return { groups: reviewGroups ?? [], mayPickAll: false };
}

/** 复核 is for members of a re-verify group only: the server's list of the caller's groups says so. */
export function useMayReview(): boolean {
  const accountId = useSession((s) => s.user.accountId || s.accountId);
  const { data } = useQuery(reviewGroupsQuery(accountId));
  return (data?.length ?? 0) > 0;
}
