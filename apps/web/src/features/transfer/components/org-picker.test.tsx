import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { OrgNode } from '@afp/contract';
import type { OrgFetcher } from '../api/transfer.queries';
import { OrgPicker } from './org-picker';

const node = (id: string, name: string, kind: string, hasChildren: boolean, level = 2): OrgNode => ({
  id,
  name,
  kind,
  hasChildren,
  level,
});

const TREE: Record<string, OrgNode[]> = {
  '': [node('d1', '西湖分局', 'district', true)],
  d1: [node('s1', '北山派出所', 'station', true, 3)],
  s1: [node('c1', '东湖社区', 'community', false, 4), node('c2', '南屏社区', 'community', false, 4)],
};

const fakeFetcher = () =>
  vi.fn<OrgFetcher>(async ({ parentId, keyword }) =>
    keyword
      ? Object.values(TREE)
          .flat()
          .filter((org) => org.name.includes(keyword))
      : (TREE[parentId ?? ''] ?? []),
  );

const wrap = (ui: ReactNode) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
};

const crumbText = () => screen.getByTestId('org-breadcrumb').textContent;

describe('OrgPicker', () => {
  it('drills down through nodes with children and back up through the breadcrumb', async () => {
    const fetcher = fakeFetcher();
    wrap(<OrgPicker onChoose={vi.fn()} fetcher={fetcher} />);

    fireEvent.click(await screen.findByTestId('org-node-d1'));
    fireEvent.click(await screen.findByTestId('org-node-s1'));
    expect(await screen.findByTestId('org-node-c1')).toBeInTheDocument();
    expect(crumbText()).toBe('全部单位 / 西湖分局 / 北山派出所');
    expect(fetcher).toHaveBeenCalledWith({ parentId: 's1' });

    fireEvent.click(screen.getByTestId('org-crumb-1'));
    expect(await screen.findByTestId('org-node-s1')).toBeInTheDocument();
    expect(crumbText()).toBe('全部单位 / 西湖分局');
    fireEvent.click(screen.getByTestId('org-crumb-0'));
    expect(await screen.findByTestId('org-node-d1')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledWith({});
  });

  it('chooses a leaf unit by tapping it; a district offers no radio', async () => {
    const onChoose = vi.fn();
    wrap(<OrgPicker onChoose={onChoose} fetcher={fakeFetcher()} />);
    expect(await screen.findByTestId('org-node-d1')).toBeInTheDocument();
    expect(screen.queryByTestId('org-choose-d1')).toBeNull();
    fireEvent.click(screen.getByTestId('org-node-d1'));
    fireEvent.click(await screen.findByTestId('org-node-s1'));
    fireEvent.click(await screen.findByTestId('org-node-c2'));
    expect(onChoose).toHaveBeenCalledWith({ id: 'c2', name: '南屏社区' });
  });

  it('searches across the tree by keyword and hides the breadcrumb meanwhile', async () => {
    const fetcher = fakeFetcher();
    const onChoose = vi.fn();
    wrap(<OrgPicker onChoose={onChoose} fetcher={fetcher} />);
    await screen.findByTestId('org-node-d1');

    const input = screen.getByTestId('org-search').querySelector('input')!;
    fireEvent.change(input, { target: { value: '南屏' } });
    expect(await screen.findByTestId('org-node-c2', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(screen.queryByTestId('org-breadcrumb')).toBeNull();
    expect(fetcher).toHaveBeenCalledWith({ keyword: '南屏' });

    fireEvent.click(screen.getByTestId('org-node-c2'));
    await waitFor(() => expect(onChoose).toHaveBeenCalledWith({ id: 'c2', name: '南屏社区' }));
  });
});
