import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { HOME_OF } from '../config/routes';
import { ApiError } from '../lib/api-client';
import { openedAt } from '../test/way-back.fixture';
import { queryState, type QueryLike } from './query-state';

const query = (patch: Partial<QueryLike<string>>): QueryLike<string> => ({
  isPending: false,
  data: undefined,
  error: null,
  refetch: vi.fn(() => Promise.resolve()),
  ...patch,
});

afterEach(() => vi.useRealTimers());

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

  it.each([
    ['no answer (network or timeout)', new ApiError(0, '网络异常，请检查网络后重试'), 'disconnected'],
    ['a gateway saying the service is unavailable', new ApiError(502, '服务暂时不可用，请稍后重试'), 'busy'],
    ['a refusal of the server', new ApiError(403, '无权查看'), 'default'],
    ['a failure outside the client', new Error('x'), 'default'],
  ])('pictures %s fittingly', (_case, error, illustration) => {
    render(queryState(query({ error }), { errorTestId: 'list-error' }).view);
    expect(screen.getByTestId('list-error')).toHaveAttribute('data-illustration', illustration);
  });

  it('offers 返回 to the previous page beside the retry', () => {
    const navigator = openedAt('/pages/packageSubGuard/operate-log/operate-log', {
      fromInApp: true,
      loginType: 'guard',
    });
    render(queryState(query({ error: new ApiError(0, '网络异常') })).view);
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(navigator.back).toHaveBeenCalledWith(1);
  });

  it('offers 回到首页 of the caller’s group when the page was opened directly', () => {
    const navigator = openedAt('/pages/packageSubGuard/operate-log/operate-log', { fromInApp: false, loginType: 'oa' });
    render(queryState(query({ error: new ApiError(0, '网络异常') })).view);
    fireEvent.click(screen.getByRole('button', { name: '回到首页' }));
    expect(navigator.replace).toHaveBeenCalledWith(HOME_OF.oa);
  });

  it('offers no way home on the home page itself, only the retry', () => {
    openedAt(HOME_OF.guard, { fromInApp: false, loginType: 'guard' });
    render(queryState(query({ error: new ApiError(0, '网络异常') })).view);
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /返回|回到首页/ })).not.toBeInTheDocument();
  });

  it('pictures a missing parameter as empty, with a way back', () => {
    const navigator = openedAt('/pages/packageSubGuard/operate-log/operate-log', {
      fromInApp: true,
      loginType: 'guard',
    });
    render(queryState(query({}), { isMissing: true, missingTitle: '缺少预警编号', errorTestId: 'log-error' }).view);
    expect(screen.getByTestId('log-error')).toHaveAttribute('data-illustration', 'empty');
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(navigator.back).toHaveBeenCalledWith(1);
  });
});
