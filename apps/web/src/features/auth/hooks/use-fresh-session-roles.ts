import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryClient } from '../../../lib/query-client';
import { useSession } from '../../../lib/session/session.store';
import { loginInfoQuery } from '../login-info';

/**
 * Keeps the session's role values (roleType, orgLevel) as the server has them: after a transfer of
 * the administrator role both guards' sessions change role without logging in again, and an oa
 * session (whose login answer has no organisation level) learns its level for the home's tiles.
 */
export function useFreshSessionRoles(): void {
  const hasLogin = useSession((s) => s.hasLogin);
  const { roleType, orgLevel, setRoles } = useSession();
  const { data } = useQuery(loginInfoQuery(hasLogin));
  useEffect(() => {
    if (!data) return;
    if (data.roleType !== roleType || data.orgLevel !== orgLevel)
      setRoles({ roleType: data.roleType, orgLevel: data.orgLevel });
  }, [data, roleType, orgLevel, setRoles]);
}

/** Reads the session's owner again (after a role change). */
export const refreshLoginInfo = (): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: loginInfoQuery(true).queryKey });
