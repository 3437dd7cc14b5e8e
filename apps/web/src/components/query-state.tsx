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

export type QueryStateOptions = {
  /** The error block's test id, e.g. `${listTestId}-error`. */
  errorTestId?: string;
} & (
  | {
      /** The page's required parameter (usually `?id=`) is absent: say so instead of loading forever. */
      isMissing: boolean;
      /** What is missing, in the caller's words (e.g. 缺少预警编号). */
      missingTitle: string;
      missingDescription?: string;
    }
  | { isMissing?: undefined; missingTitle?: undefined; missingDescription?: undefined }
);

/** Either the state to show in place of the content, or the loaded data. */
export type QueryState<T> = { view: ReactElement; data?: undefined } | { view?: undefined; data: T };

/** Shown when a page opened without the parameter it needs; the caller names what is missing. */
export function MissingParam({ title, description }: { title: string; description?: string }) {
  return <ErrorBlock status="empty" title={title} description={description} />;
}

/**
 * The app-wide order of a data view's states: missing parameter, first load, failure with a
 * retry, then the data. The caller decides the frame (`<PageShell>{state.view}</PageShell>`).
 */
export function queryState<T>(query: QueryLike<T>, options: QueryStateOptions = {}): QueryState<T> {
  const { errorTestId } = options;
  if (options.isMissing) {
    return { view: <MissingParam title={options.missingTitle} description={options.missingDescription} /> };
  }
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
