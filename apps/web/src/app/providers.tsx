import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { ErrorBoundary } from './error-boundary';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary>
      {/* antd-mobile's default locale is already zh-CN. */}
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ErrorBoundary>
  );
}
