import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHashHistory } from './hash-history';
import type { RouterLocation } from './location';
import { createRouter, type Resolution, type Router } from './router';

/** A resolution the test lets go of when it likes: the route guard still deciding. */
interface Pending {
  location: RouterLocation;
  settle: (resolution: Resolution<string>) => void;
  fail: (error: Error) => void;
}

let pending: Pending[] = [];
let router: Router<string>;

const resolveLater = (location: RouterLocation) =>
  new Promise<Resolution<string>>((resolve, reject) => pending.push({ location, settle: resolve, fail: reject }));

/** Lets every waiting resolution show its own path, and waits for the router to commit. */
async function settleAll(): Promise<void> {
  for (let round = 0; round < 5 && pending.length > 0; round++) {
    const waiting = pending;
    pending = [];
    waiting.forEach(({ location, settle }) => settle({ view: location.pathname + location.search }));
    await new Promise((resolve) => setTimeout(resolve));
  }
}

const depth = () => (window.history.state as { idx: number }).idx;
const popped = () => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
const shown = () => (router.state.outcome && 'view' in router.state.outcome ? router.state.outcome.view : null);

/** Opens the app on `path` as a fresh browser entry, then starts the router. */
async function openAt(path: string): Promise<void> {
  window.history.replaceState(null, '', `#${path}`);
  router = createRouter(createHashHistory(), resolveLater);
  await settleAll();
}

beforeEach(() => {
  pending = [];
});
afterEach(() => router.dispose());

describe('hash router', () => {
  it('shows nothing until the first location has resolved, then that location as the first entry', async () => {
    window.history.replaceState(null, '', '#/pages/a?id=1');
    router = createRouter(createHashHistory(), resolveLater);
    expect(router.state.outcome).toBeNull();
    expect(depth()).toBe(0);
    await settleAll();
    expect(router.state.location).toEqual({ pathname: '/pages/a', search: '?id=1' });
    expect(shown()).toBe('/pages/a?id=1');
  });

  it('keeps the previous page, URL included, while a navigation is deciding, then pushes it', async () => {
    await openAt('/pages/a');
    const navigation = router.navigate('/pages/b?id=2');
    await Promise.resolve();
    expect(window.location.hash).toBe('#/pages/a');
    expect(shown()).toBe('/pages/a');
    await settleAll();
    await navigation;
    expect(window.location.hash).toBe('#/pages/b?id=2');
    expect(shown()).toBe('/pages/b?id=2');
    expect(depth()).toBe(1);
  });

  it('replaces the current entry, keeping its depth', async () => {
    await openAt('/pages/a');
    void router.navigate('/pages/b');
    await settleAll();
    void router.navigate('/pages/c', { replace: true });
    await settleAll();
    expect(window.location.hash).toBe('#/pages/c');
    expect(depth()).toBe(1);
  });

  it('goes back through the browser history and resolves the page it lands on', async () => {
    await openAt('/pages/a');
    void router.navigate('/pages/b');
    await settleAll();
    void router.navigate('/pages/c');
    await settleAll();
    const back = popped();
    router.back(2);
    await back;
    expect(shown()).toBe('/pages/c');
    await settleAll();
    expect(shown()).toBe('/pages/a');
    expect(depth()).toBe(0);
  });

  it('puts a redirect in place of the navigation that met it', async () => {
    await openAt('/pages/a');
    void router.navigate('/pages/guarded');
    pending[0]?.settle({ redirect: '/pages/blank/blank' });
    await new Promise((resolve) => setTimeout(resolve));
    await settleAll();
    expect(window.location.hash).toBe('#/pages/blank/blank');
    expect(depth()).toBe(1);
    void router.navigate('/pages/guarded', { replace: true });
    pending[0]?.settle({ redirect: '/pages/home' });
    await new Promise((resolve) => setTimeout(resolve));
    await settleAll();
    expect(window.location.hash).toBe('#/pages/home');
    expect(depth()).toBe(1);
  });

  it('drops a navigation still deciding when a newer one starts', async () => {
    await openAt('/pages/a');
    void router.navigate('/pages/slow');
    const [slow] = pending;
    pending = [];
    void router.navigate('/pages/fast');
    await settleAll();
    slow?.settle({ view: '/pages/slow' });
    await new Promise((resolve) => setTimeout(resolve));
    expect(window.location.hash).toBe('#/pages/fast');
    expect(shown()).toBe('/pages/fast');
    expect(depth()).toBe(1);
  });

  it('shows an error met while resolving, at the location that met it', async () => {
    await openAt('/pages/a');
    void router.navigate('/pages/broken');
    pending[0]?.fail(new Error('页面数据异常'));
    await new Promise((resolve) => setTimeout(resolve));
    expect(window.location.hash).toBe('#/pages/broken');
    expect(router.state.outcome).toEqual({ error: new Error('页面数据异常') });
  });

  it('tells its subscribers of each location it commits', async () => {
    await openAt('/pages/a');
    const seen: string[] = [];
    router.subscribe(() => seen.push(router.state.location.pathname));
    void router.navigate('/pages/b');
    await settleAll();
    expect(seen).toEqual(['/pages/b']);
  });
});
