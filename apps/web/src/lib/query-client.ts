import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

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
