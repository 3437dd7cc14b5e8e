import { RULE_STATISTICS_ENDPOINTS, VERIFY_GROUP_ENDPOINTS } from '@afp/contract';
import { call } from '../../../lib/api-client';
import { getSession } from '../../../lib/session/session.store';

let loading: Promise<void> | null = null;

/** Fetches the verify-group list once per session; the first group is the default (spec §7). */
export function loadVerifyGroups(): Promise<void> {
  loading ??= call(VERIFY_GROUP_ENDPOINTS.list)
    .then((groups) => getSession().setVerifyGroups(groups))
    .catch(() => undefined)
    .finally(() => {
      loading = null;
    });
  return loading;
}

export const fetchLatestIssueYear = (): Promise<number> => call(RULE_STATISTICS_ENDPOINTS.latestIssueYear);

export const oaKeys = {
  all: ['oa'] as const,
  latestIssueYear: () => [...oaKeys.all, 'latest-issue-year'] as const,
};
