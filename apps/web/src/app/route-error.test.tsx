import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import {
  createHashRouter,
  Outlet,
  RouterProvider,
  type HashRouter,
  type Resolution,
  type RouteLevels,
} from '../lib/router';
import { HOME_OF } from '../config/routes';
import { openedAt } from '../test/way-back.fixture';
import { RouteError } from './route-error';

const BROKEN_PAGE = '/pages/packageSubGuard/operate-log/operate-log';

let router: HashRouter | undefined;

/** The app's router on BROKEN_PAGE, whose route is unknown or fails to resolve. */
const renderRouteError = (notFound: boolean) => {
  const resolve = async (): Promise<Resolution<RouteLevels>> => {
    if (!notFound) throw new Error('页面数据异常');
    return { view: [<RouteError notFound />] };
  };
  router = createHashRouter(resolve, { Layout: Outlet, loading: null, error: <RouteError /> });
  return render(<RouterProvider router={router} />);
};

const blockOf = (title: string) => screen.getByText(title).closest('[data-illustration]');

afterEach(() => {
  router?.dispose();
  vi.useRealTimers();
});

describe('RouteError', () => {
  it('pictures an unknown page as empty and goes back to the previous page', async () => {
    const navigator = openedAt(BROKEN_PAGE, { fromInApp: true, loginType: 'guard' });
    renderRouteError(true);
    expect(await screen.findByText('页面不存在')).toBeInTheDocument();
    expect(blockOf('页面不存在')).toHaveAttribute('data-illustration', 'empty');
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(navigator.back).toHaveBeenCalledWith(1);
  });

  it('sends a caller who arrived by link to the home of their group, not the start page', async () => {
    const navigator = openedAt(BROKEN_PAGE, { fromInApp: false, loginType: 'oa' });
    renderRouteError(true);
    fireEvent.click(await screen.findByRole('button', { name: '回到首页' }));
    expect(navigator.replace).toHaveBeenCalledWith(HOME_OF.oa);
  });

  it('pictures a routing failure as an error with a reload and a way back', async () => {
    openedAt(BROKEN_PAGE, { fromInApp: true, loginType: 'guard' });
    renderRouteError(false);
    expect(await screen.findByText('页面数据异常')).toBeInTheDocument();
    expect(blockOf('页面出错了')).toHaveAttribute('data-illustration', 'default');
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
  });
});
