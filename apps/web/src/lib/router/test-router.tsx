import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { RouterContext, type NavigateOptions } from './hooks';
import { parsePath } from './location';

/**
 * The router for component tests: the page is at `at`, a navigation moves it at once (no guard,
 * no browser history) and is told to `onNavigate`.
 */
export function TestRouter({
  at = '/',
  onNavigate,
  children,
}: {
  at?: string;
  onNavigate?: (path: string, options?: NavigateOptions) => void;
  children: ReactNode;
}) {
  const [location, setLocation] = useState(() => parsePath(at));
  const navigate = useCallback(
    (path: string, options?: NavigateOptions) => {
      onNavigate?.(path, options);
      setLocation(parsePath(path));
    },
    [onNavigate],
  );
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}
