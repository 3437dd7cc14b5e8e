import { ENDPOINTS, type VerifyGroup } from '@afp/contract';
import { request } from '../../../lib/api-client';
import { getSession } from '../../../lib/session/session.store';

let loading: Promise<void> | null = null;

/** Fetches the verify-group list once per session; the first group is the default (spec §7). */
export function loadVerifyGroups(): Promise<void> {
  loading ??= request<VerifyGroup[]>(ENDPOINTS.verifyGroupList)
    .then((groups) => getSession().setVerifyGroups(groups ?? []))
    .catch(() => undefined)
    .finally(() => {
      loading = null;
    });
  return loading;
}

export const fetchLatestIssueYear = (): Promise<number> => request<number>(ENDPOINTS.latestIssueYear);

export const fetchReVerifyGroups = (accountId: string): Promise<VerifyGroup[]> =>
  request<VerifyGroup[] | null>(ENDPOINTS.reVerifyGroupList, { query: { accountId } }).then((list) => list ?? []);

export const oaKeys = {
  all: ['oa'] as const,
  latestIssueYear: () => [...oaKeys.all, 'latest-issue-year'] as const,
};
