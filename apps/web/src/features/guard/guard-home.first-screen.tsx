import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PATHS } from '../../config/routes';
import { GuardTabFrame } from './components/guard-tab-frame';
import GuardHomePage from './pages/guard-home.page';

/**
 * The guard home as index.html carries it (build/prerender.ts renders this at build time): the real
 * page in its tab frame, before any data (name and area empty, no badges).
 */
export default function GuardHomeFirstScreen() {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <GuardTabFrame activePath={PATHS.guardHome}>
        <GuardHomePage />
      </GuardTabFrame>
    </QueryClientProvider>
  );
}
