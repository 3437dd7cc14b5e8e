import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { queryState, type QueryLike } from './query-state';

const query = (patch: Partial<QueryLike<string>>): QueryLike<string> => ({
  isPending: false,
  data: undefined,
  error: null,
  refetch: vi.fn(() => Promise.resolve()),
  ...patch,
});

describe('queryState', () => {
  it('names the missing parameter in the caller’s words before anything else', () => {
    const state = queryState(query({ isPending: true }), { isMissing: true, missingTitle: '缺少单位编号' });
    render(state.view);
    expect(screen.getByText('缺少单位编号')).toBeInTheDocument();
  });

  it('shows the loading state while the first load runs', () => {
    render(queryState(query({ isPending: true })).view);
    expect(screen.getByTestId('page-loading')).toBeInTheDocument();
  });

  it('shows the failure with a retry that refetches', () => {
    const failed = query({ error: new Error('网络异常') });
    render(queryState(failed, { errorTestId: 'list-error' }).view);
    expect(screen.getByTestId('list-error')).toHaveTextContent('加载失败');
    expect(screen.getByText('网络异常')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });

  it('hands over data kept from an earlier success even when a refetch failed', () => {
    expect(queryState(query({ data: '张三', error: new Error('网络异常') }))).toEqual({ data: '张三' });
  });
});
