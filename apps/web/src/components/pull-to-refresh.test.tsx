import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { PullToRefresh } from './pull-to-refresh';

const at = (clientY: number) => ({ touches: [{ clientY }] });

function pull(element: Element, distance: number) {
  fireEvent.touchStart(element, at(100));
  fireEvent.touchMove(element, at(100 + distance));
}

describe('PullToRefresh', () => {
  it('says 下拉刷新, then 释放立即刷新 past the threshold, refreshes once released and says so', async () => {
    let finish = () => {};
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <PullToRefresh onRefresh={onRefresh}>
        <div>预警列表</div>
      </PullToRefresh>,
    );
    const list = screen.getByText('预警列表');
    pull(list, 40);
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('下拉刷新');
    fireEvent.touchMove(list, at(100 + 200));
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('释放立即刷新');
    fireEvent.touchEnd(list);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('加载中');
    await act(async () => finish());
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('刷新成功');
  });

  it('does not refresh when let go before the threshold', () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    render(
      <PullToRefresh onRefresh={onRefresh}>
        <div>预警列表</div>
      </PullToRefresh>,
    );
    const list = screen.getByText('预警列表');
    pull(list, 60);
    fireEvent.touchEnd(list);
    expect(onRefresh).not.toHaveBeenCalled();
    expect(screen.getByRole('status', { hidden: true })).toBeEmptyDOMElement();
  });
});
