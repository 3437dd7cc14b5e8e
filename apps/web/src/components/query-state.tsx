import type { ReactElement } from 'react';
import { FailureState } from './failure-state';
import { PageLoading } from './page-loading';
import { StateBlock } from './state-block';
import { WayBack } from './way-back';

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

interface MissingParamProps {
  title: string;
  description?: string;
  testId?: string;
}

/** Shown when a page opened without the parameter it needs; the caller names what is missing. */
export function MissingParam({ title, description, testId }: MissingParamProps) {
  return (
    <StateBlock illustration="empty" title={title} description={description} testId={testId}>
      <WayBack />
    </StateBlock>
  );
}

/**
 * The app-wide order of a data view's states: missing parameter, first load, failure with a
 * retry, then the data. The caller decides the frame (`<PageShell>{state.view}</PageShell>`).
 */
export function queryState<T>(query: QueryLike<T>, options: QueryStateOptions = {}): QueryState<T> {
  const { errorTestId } = options;
  if (options.isMissing) {
    const { missingTitle, missingDescription } = options;
    return { view: <MissingParam title={missingTitle} description={missingDescription} testId={errorTestId} /> };
  }
  if (query.isPending) return { view: <PageLoading /> };
  // Data kept from an earlier success beats an error page (e.g. a failed later page or refetch).
  if (query.data === undefined) {
    return { view: <FailureState error={query.error} onRetry={() => void query.refetch()} testId={errorTestId} /> };
  }
  return { data: query.data };
}
