import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TestRouter } from '../lib/router';

/**
 * What a first screen is drawn in at build time (build/prerender.ts renders the `*.first-screen.tsx`
 * modules): its route as the location, and a query client that has no data yet, so every figure,
 * list and badge shows as it does before its answer.
 */
export function FirstScreenFrame({ route, children }: { route: string; children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <TestRouter at={route}>{children}</TestRouter>
    </QueryClientProvider>
  );
}
