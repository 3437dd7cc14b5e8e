import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_ROUTE_SCRIPT, PRERENDER_CLASS as SCRIPT_PRERENDER_CLASS } from '@afp/contract';
import { choosesAtFirstTap, opensAtFirstTap, switchesAtFirstTap, takeFirstChoice } from './first-tap';
import { PRERENDER_CLASS } from './prerender';

const attributes = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');

/** A prerendered home with a tile, a tab-bar tab and a tablist whose first tab shows the list below it. */
const COPY =
  `<div class="${PRERENDER_CLASS}" data-prerender-route="/pages/index/index">` +
  `<button${attributes(opensAtFirstTap('/pages/email/inbox'))}>公文通知</button>` +
  `<button role="tab"${attributes(switchesAtFirstTap('/pages/guard/mine/mine'))}>我的</button>` +
  '<div role="tablist">' +
  `<button role="tab" aria-selected="true"${attributes(choosesAtFirstTap('segment', 'tasks'))}>任务</button>` +
  `<button role="tab" aria-selected="false"${attributes(choosesAtFirstTap('segment', 'orders'))}>工单</button>` +
  '</div><div id="below">任务列表</div></div>' +
  `<button id="app-tile"${attributes(opensAtFirstTap('/pages/email/inbox'))}>公文通知</button>`;

const tap = (text: string, root: ParentNode = document.querySelector(`.${PRERENDER_CLASS}`)!) =>
  [...root.querySelectorAll('button')].find((button) => button.textContent === text)!.click();

beforeAll(() => {
  history.replaceState(null, '', '/#/pages/index/index');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- index.html's inline script, run as the browser runs it
  new Function(FIRST_ROUTE_SCRIPT)();
});
beforeEach(() => {
  history.replaceState(null, '', '/#/pages/index/index');
  document.documentElement.dataset.route = '/pages/index/index';
  document.body.innerHTML = COPY;
});

describe('a tap on the prerendered copy before the app has arrived', () => {
  it('is caught on the copies the build marks (one class name on both sides)', () => {
    expect(SCRIPT_PRERENDER_CLASS).toBe(PRERENDER_CLASS);
  });

  it('opens a tile’s page over the home as navigateTo does, names its route and tells a running router', () => {
    const popped = vi.fn();
    addEventListener('popstate', popped);
    tap('公文通知');
    removeEventListener('popstate', popped);
    expect(location.hash).toBe('#/pages/email/inbox');
    expect(history.state).toEqual({ idx: 1 });
    expect(document.documentElement.dataset.route).toBe('/pages/email/inbox');
    expect(popped).toHaveBeenCalledTimes(1);
  });

  it('switches to a tab page in place of the current one, as switchTab does', () => {
    tap('我的');
    expect(location.hash).toBe('#/pages/guard/mine/mine');
    expect(history.state).toEqual({ idx: 0 });
  });

  it('selects a tab of the page, hides what the copy showed for the other, and keeps the choice once', () => {
    tap('工单');
    const [tasks, orders] = document.querySelectorAll('[role="tab"][aria-selected]');
    expect(tasks).toHaveAttribute('aria-selected', 'false');
    expect(orders).toHaveAttribute('aria-selected', 'true');
    expect(document.getElementById('below')?.hidden).toBe(true);
    expect(location.hash).toBe('#/pages/index/index');
    expect(takeFirstChoice('segment', ['tasks', 'orders'] as const)).toBe('orders');
    expect(takeFirstChoice('segment', ['tasks', 'orders'] as const)).toBeUndefined();
  });

  it('leaves the app’s own controls alone', () => {
    document.getElementById('app-tile')!.click();
    expect(location.hash).toBe('#/pages/index/index');
  });
});
