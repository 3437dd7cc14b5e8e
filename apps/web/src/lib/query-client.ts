import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { useSession } from './session/session.store';

// A 4xx will not improve by asking again; network failures get one retry. Offline, queries pause
// (networkMode 'online') and keep their last data; mutations always run, so a form's submission
// (lib/outbox) learns at once that no answer came instead of hanging paused.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.code >= 400 && error.code < 500) && failureCount < 1,
      refetchOnWindowFocus: false,
      networkMode: 'online',
    },
    mutations: { networkMode: 'always' },
  },
});

// The answers belong to the session that asked (issue 24): when its token goes — logout, expiry, a
// session ended elsewhere — no name, phone or ID number stays cached for a later page or account.
useSession.subscribe((session, previous) => {
  if (previous.token && session.token !== previous.token) queryClient.clear();
});
