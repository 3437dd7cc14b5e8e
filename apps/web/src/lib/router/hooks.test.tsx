import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Outlet, useLocation, useRouteError, useSearchParams } from './hooks';
import type { RouterLocation } from './location';
import type { Resolution } from './router';
import { createHashRouter, RouterProvider, type HashRouter, type RouteLevels } from './router-provider';
import { TestRouter } from './test-router';

function TabsPage() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  return (
    <button type="button" onClick={() => setParams({ tab: 'received' }, { replace: true })}>
      {pathname} {params.get('tab') ?? 'sent'}
    </button>
  );
}

function Frame() {
  return (
    <section data-testid="frame">
      <Outlet />
    </section>
  );
}

function ErrorScreen() {
  return <p>出错：{(useRouteError() as Error).message}</p>;
}

let router: HashRouter | undefined;
afterEach(() => router?.dispose());

/** The app's router on `path` with a route guard that lets every page in and counts its calls. */
function renderRouter(path: string, levelsOf: (location: RouterLocation) => RouteLevels) {
  window.history.replaceState(null, '', `#${path}`);
  const guard = vi.fn(async (location: RouterLocation): Promise<Resolution<RouteLevels>> => ({
    view: levelsOf(location),
  }));
  router = createHashRouter(guard, { Layout: Outlet, loading: <p>加载中</p>, error: <ErrorScreen /> });
  render(<RouterProvider router={router} />);
  return guard;
}

describe('router hooks', () => {
  it('changes the query by a guarded navigation that replaces the entry', async () => {
    const guard = renderRouter('/pages/transfer', () => [<TabsPage />]);
    expect(screen.getByText('加载中')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: '/pages/transfer sent' }));
    expect(await screen.findByRole('button', { name: '/pages/transfer received' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/pages/transfer?tab=received');
    expect((window.history.state as { idx: number }).idx).toBe(0);
    expect(guard).toHaveBeenCalledTimes(2);
  });

  it('keeps a frame mounted while the pages inside it change', async () => {
    renderRouter('/pages/tab-a', ({ pathname }) => [<Frame />, <p key={pathname}>{pathname}</p>]);
    const frame = await screen.findByTestId('frame');
    await act(() => router?.navigate('/pages/tab-b', { replace: true }));
    expect(await screen.findByText('/pages/tab-b')).toBeInTheDocument();
    expect(screen.getByTestId('frame')).toBe(frame);
  });

  it('shows the error screen for a page that fails to draw, and the next page again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('坏了');
    };
    renderRouter('/pages/broken', ({ pathname }) => [pathname === '/pages/broken' ? <Broken /> : <p>好了</p>]);
    expect(await screen.findByText('出错：坏了')).toBeInTheDocument();
    await act(() => router?.navigate('/pages/fine'));
    expect(await screen.findByText('好了')).toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
  });

  it('lets a test router move at once and tell where to', () => {
    const onNavigate = vi.fn();
    render(
      <TestRouter at="/pages/transfer?tab=sent" onNavigate={onNavigate}>
        <TabsPage />
      </TestRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: '/pages/transfer sent' }));
    expect(screen.getByRole('button', { name: '/pages/transfer received' })).toBeInTheDocument();
    expect(onNavigate).toHaveBeenCalledWith('/pages/transfer?tab=received', { replace: true });
  });
});
