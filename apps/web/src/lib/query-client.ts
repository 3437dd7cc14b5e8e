import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

// A 4xx will not improve by asking again; network failures get one retry.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.code >= 400 && error.code < 500) && failureCount < 1,
      refetchOnWindowFocus: false,
    },
  },
});
