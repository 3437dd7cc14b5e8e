import { useEffect, useState, type ComponentType } from 'react';
import { ASYNC_PAGE_DELAY_MS, ASYNC_PAGE_TIMEOUT_MS } from '@afp/contract';
import { PageLoading } from '../components/page-loading';
import { ChunkError } from './error-screens';
import { ChunkLoadError, loadChunk, type ChunkErrorType, type PageImporter } from './load-chunk';

const loaded = new Map<PageImporter, ComponentType>();

/**
 * Starts fetching a page's code ahead of its AsyncPage (while the route guard decides); a page
 * that has arrived by the time it renders shows at once. Failures are left to AsyncPage's own load.
 */
export function preloadPage(importer: PageImporter): void {
  if (loaded.has(importer)) return;
  importer().then(
    (module) => loaded.set(importer, module.default),
    () => undefined,
  );
}

type LoadState =
  | { status: 'loading'; showIndicator: boolean }
  | { status: 'error'; errorType: ChunkErrorType }
  | { status: 'ready'; Page: ComponentType };

const initialState = (importer: PageImporter): LoadState => {
  const Page = loaded.get(importer);
  return Page ? { status: 'ready', Page } : { status: 'loading', showIndicator: false };
};

/**
 * A lazily loaded page (spec §2): the indicator appears only after 200 ms so fast loads do
 * not flash, a page still missing after 60 s shows the retry screen.
 */
export function AsyncPage({ importer }: { importer: PageImporter }) {
  const [state, setState] = useState<LoadState>(() => initialState(importer));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    const update = (next: (current: LoadState) => LoadState) => active && setState(next);
    const whileLoading = (next: LoadState) => (current: LoadState) => (current.status === 'loading' ? next : current);
    const delay = setTimeout(
      () => update(whileLoading({ status: 'loading', showIndicator: true })),
      ASYNC_PAGE_DELAY_MS,
    );
    const timeout = setTimeout(
      () => update(whileLoading({ status: 'error', errorType: 'timeout' })),
      ASYNC_PAGE_TIMEOUT_MS,
    );
    loadChunk(importer).then(
      (module) => {
        loaded.set(importer, module.default);
        // Also when the page arrived (preloadPage) after the first render: no render waits for a load it skipped.
        update((current) => (current.status === 'ready' ? current : { status: 'ready', Page: module.default }));
      },
      (error: unknown) => {
        const errorType = error instanceof ChunkLoadError ? error.type : 'missing';
        update(() => ({ status: 'error', errorType }));
      },
    );
    return () => {
      active = false;
      clearTimeout(delay);
      clearTimeout(timeout);
    };
  }, [importer, attempt]);

  if (state.status === 'ready') return <state.Page />;
  if (state.status === 'error') {
    const handleRetry = () => {
      setState({ status: 'loading', showIndicator: true });
      setAttempt((count) => count + 1);
    };
    return <ChunkError type={state.errorType} onRetry={handleRetry} />;
  }
  return state.showIndicator ? <PageLoading /> : null;
}
