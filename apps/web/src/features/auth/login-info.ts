/** Who the current session belongs to (including orgLevel, which oa sessions do not store). */
export const loginInfoQuery = (hasLogin: boolean) => ({
  queryKey: ['auth', 'login-info'],
  // The face stays light: the API code comes with the first page asking.
  queryFn: async () => (await import('./api/auth.api')).fetchLoginInfo(),
  // Logout clears the session while a page is still mounted: do not refetch without one.
  enabled: hasLogin,
});
