import { PEOPLE_ENDPOINTS, type GuardUserInfo } from '@afp/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { getSession } from '../../../lib/session/session.store';

export const guardKeys = {
  all: ['guard'] as const,
  profile: (uid: string) => [...guardKeys.all, 'profile', uid] as const,
};

/** Loads the guard's name, area and street and keeps them in the session (spec §3). */
export async function fetchGuardProfile(): Promise<GuardUserInfo> {
  const { uid, roleType } = getSession();
  const profile = await call(PEOPLE_ENDPOINTS.guardUserInfo, { query: { uid, type: roleType } });
  getSession().setGuardProfile(profile);
  return profile;
}

export const guardProfileQuery = (uid: string, hasLogin: boolean) =>
  queryOptions({
    queryKey: guardKeys.profile(uid),
    queryFn: fetchGuardProfile,
    staleTime: 5 * 60_000,
    enabled: hasLogin,
  });

/**
 * Starts loading the profile into the query cache right after a login: the home page opens at
 * once and its profile query shares this request instead of waiting for (or repeating) it.
 */
export const prefetchGuardProfile = (): Promise<void> =>
  queryClient.prefetchQuery(guardProfileQuery(getSession().uid, true));

/** A profile that came with the login (code login): the home shows it without asking again. */
export function seedGuardProfile(profile: GuardUserInfo): void {
  getSession().setGuardProfile(profile);
  queryClient.setQueryData(guardKeys.profile(getSession().uid), profile);
}

/** After the guard saves their info the profile is read again (spec §4). */
export const refreshGuardProfile = (): Promise<void> => queryClient.invalidateQueries({ queryKey: guardKeys.all });
