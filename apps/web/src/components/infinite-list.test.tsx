import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Page } from '@afp/contract';
import { InfiniteList } from './infinite-list';

interface Row {
  id: string;
  name: string;
}

const renderList = (fetchPage: (cursor: string | undefined) => Promise<Page<Row>>) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <InfiniteList<Row>
        queryKey={['test-list']}
        fetchPage={fetchPage}
        itemKey={(row) => row.id}
        renderItem={(row) => <div data-testid={`row-${row.id}`}>{row.name}</div>}
        emptyText="暂无记录"
        header={(total) => <div data-testid="total">共 {total} 条</div>}
      />
    </QueryClientProvider>,
  );
};

// jsdom has no layout: InfiniteScroll skips elements without an offsetParent, so give them one.
const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this.parentElement;
    },
  });
});
afterAll(() => {
  if (offsetParent) Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
});

describe('InfiniteList', () => {
  it('renders the first page, then loads the next one by cursor until there is none', async () => {
    const pages: Record<string, Page<Row>> = {
      first: {
        records: [
          { id: '1', name: '张三' },
          { id: '2', name: '李四' },
        ],
        total: 3,
        totalIsCapped: false,
        nextCursor: 'c2',
      },
      c2: { records: [{ id: '3', name: '王五' }], total: 3, totalIsCapped: false, nextCursor: null },
    };
    const fetchPage = vi.fn((cursor: string | undefined) => Promise.resolve(pages[cursor ?? 'first']!));
    renderList(fetchPage);

    expect(await screen.findByTestId('row-1')).toHaveTextContent('张三');
    expect(screen.getByTestId('total')).toHaveTextContent('共 3 条');
    // Without layout the list's end is always in view, so InfiniteScroll asks for more at once.
    expect(await screen.findByTestId('row-3')).toHaveTextContent('王五');
    expect(fetchPage).toHaveBeenNthCalledWith(1, undefined);
    expect(fetchPage).toHaveBeenNthCalledWith(2, 'c2');
    await waitFor(() => expect(screen.getByTestId('infinite-list-end')).toBeInTheDocument());
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('shows the empty state when the first page has no records', async () => {
    renderList(() => Promise.resolve({ records: [], total: 0, totalIsCapped: false, nextCursor: null }));
    expect(await screen.findByTestId('infinite-list-empty')).toHaveTextContent('暂无记录');
  });

  it('shows the error with a retry when the first page fails', async () => {
    const fetchPage = vi
      .fn<(cursor: string | undefined) => Promise<Page<Row>>>()
      .mockRejectedValueOnce(new Error('网络异常'))
      .mockResolvedValue({ records: [{ id: '9', name: '赵六' }], total: 1, totalIsCapped: false, nextCursor: null });
    renderList(fetchPage);
    expect(await screen.findByText('网络异常')).toBeInTheDocument();
    screen.getByRole('button', { name: '重试' }).click();
    expect(await screen.findByTestId('row-9')).toBeInTheDocument();
  });
});
