import type { ReactNode } from 'react';
import { DotLoading, InfiniteScroll } from 'antd-mobile';
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { Page } from '@afp/contract';
import { EmptyState } from './empty-state';
import { queryState } from './query-state';
import styles from './infinite-list.module.css';
import { PullToRefresh } from './pull-to-refresh';

export interface InfiniteListProps<T> {
  /**
   * Identifies the list; the cursor is appended by the list itself. Include every filter in
   * it so a filter change starts from the first page. Invalidate by its prefix to refresh.
   */
  queryKey: QueryKey;
  /** Loads one page; `cursor` is undefined for the first page, then the previous `nextCursor`. */
  fetchPage: (cursor: string | undefined) => Promise<Page<T>>;
  renderItem: (record: T, index: number) => ReactNode;
  /** A stable key per record (e.g. its id). */
  itemKey: (record: T) => string;
  emptyText?: string;
  emptyDescription?: string;
  /** Rendered above the records once the first page arrived, e.g. "共 N 条". */
  header?: (total: number, totalIsCapped: boolean) => ReactNode;
  enabled?: boolean;
  /** Pull-to-refresh is on unless disabled (e.g. inside a page that refreshes elsewhere). */
  canPullToRefresh?: boolean;
  testId?: string;
}

/**
 * App-wide cursor-paged list: first-page loading, error with retry, empty state,
 * pull to refresh and infinite scroll over `Page<T>` (keyset `nextCursor`).
 */
export function InfiniteList<T>({
  queryKey,
  fetchPage,
  renderItem,
  itemKey,
  emptyText = '暂无数据',
  emptyDescription = '',
  header,
  enabled = true,
  canPullToRefresh = true,
  testId = 'infinite-list',
}: InfiniteListProps<T>) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    enabled,
  });

  // A failed later page keeps the loaded records (InfiniteScroll offers its own retry).
  const pagesState = queryState(query, { errorTestId: `${testId}-error` });
  if (pagesState.view) return pagesState.view;

  const records = pagesState.data.pages.flatMap((page) => page.records);
  const firstPage = pagesState.data.pages[0];
  const content =
    records.length === 0 ? (
      <EmptyState title={emptyText} description={emptyDescription} testId={`${testId}-empty`} />
    ) : (
      <>
        {header && firstPage ? header(firstPage.total, firstPage.totalIsCapped) : null}
        {records.map((record, index) => (
          <div key={itemKey(record)}>{renderItem(record, index)}</div>
        ))}
        <InfiniteScroll
          hasMore={query.hasNextPage}
          loadMore={async () => {
            // Rethrow so InfiniteScroll shows its retry instead of asking again at once.
            const result = await query.fetchNextPage();
            if (result.isError) throw result.error;
          }}
        >
          {(hasMore, failed, retry) =>
            failed ? (
              <span>
                加载失败，
                <a onClick={() => void retry()} className={styles.retry}>
                  重新加载
                </a>
              </span>
            ) : hasMore ? (
              <span>
                加载中
                <DotLoading />
              </span>
            ) : (
              <span data-testid={`${testId}-end`}>没有更多了</span>
            )
          }
        </InfiniteScroll>
      </>
    );

  return (
    <div data-testid={testId}>
      {canPullToRefresh ? (
        <PullToRefresh
          onRefresh={async () => {
            await query.refetch();
          }}
        >
          {content}
        </PullToRefresh>
      ) : (
        content
      )}
    </div>
  );
}
