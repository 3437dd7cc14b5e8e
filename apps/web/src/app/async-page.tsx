import { useEffect, useState, type ComponentType } from 'react';
import { ASYNC_PAGE_DELAY_MS, ASYNC_PAGE_TIMEOUT_MS } from '@afp/contract';
import { ChunkError } from '../components/chunk-error';
import { PageLoading } from '../components/page-loading';
import { ChunkLoadError, loadChunk, type ChunkErrorType, type PageImporter } from './load-chunk';

const loaded = new Map<PageImporter, ComponentType>();

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
    if (loaded.has(importer)) return;
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
        update(() => ({ status: 'ready', Page: module.default }));
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
