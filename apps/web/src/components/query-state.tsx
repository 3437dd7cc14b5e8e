import type { ReactElement } from 'react';
import { Button, ErrorBlock } from 'antd-mobile';
import { PageLoading } from './page-loading';

/** What a TanStack query result (plain or infinite) offers for its loading and error states. */
export interface QueryLike<T> {
  isPending: boolean;
  data: T | undefined;
  error: Error | null;
  refetch: () => Promise<unknown>;
}

export interface QueryStateOptions {
  /** The page's required parameter (usually `?id=`) is absent: say so instead of loading forever. */
  isMissing?: boolean;
  missingTitle?: string;
  missingDescription?: string;
  /** The error block's test id, e.g. `${listTestId}-error`. */
  errorTestId?: string;
}

/** Either the state to show in place of the content, or the loaded data. */
export type QueryState<T> = { view: ReactElement; data?: undefined } | { view?: undefined; data: T };

// Every page here is about one warning assignment, so that is what a missing id means.
const DEFAULT_MISSING_TITLE = '缺少预警编号';

/** Shown when a page opened without the parameter it needs. */
export function MissingParam({ title = DEFAULT_MISSING_TITLE, description }: { title?: string; description?: string }) {
  return <ErrorBlock status="empty" title={title} description={description} />;
}

/**
 * The app-wide order of a data view's states: missing parameter, first load, failure with a
 * retry, then the data. The caller decides the frame (`<PageShell>{state.view}</PageShell>`).
 */
export function queryState<T>(query: QueryLike<T>, options: QueryStateOptions = {}): QueryState<T> {
  const { isMissing = false, missingTitle, missingDescription, errorTestId } = options;
  if (isMissing) return { view: <MissingParam title={missingTitle} description={missingDescription} /> };
  if (query.isPending) return { view: <PageLoading /> };
  // Data kept from an earlier success beats an error page (e.g. a failed later page or refetch).
  if (query.data === undefined) {
    return {
      view: (
        <ErrorBlock status="disconnected" title="加载失败" description={query.error?.message} data-testid={errorTestId}>
          <Button color="primary" fill="outline" onClick={() => void query.refetch()}>
            重试
          </Button>
        </ErrorBlock>
      ),
    };
  }
  return { data: query.data };
}
