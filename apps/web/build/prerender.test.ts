import { describe, expect, it, vi } from 'vitest';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { FIRST_ROUTE_SCRIPT } from '@afp/contract';
import { PATHS } from '../src/config/routes';
import {
  FIRST_SCREENS,
  inert,
  ROUTE_CHUNKS,
  routeChunksMeta,
  scopedClassName,
  visibilityRules,
  withoutIconDrawings,
} from './prerender';

describe('prerendered login page', () => {
  it('submits nothing natively and leaves test ids to the real page', () => {
    const markup = '<form><button type="submit" class="a" data-testid="login-submit"><span>登录</span></button></form>';
    expect(inert(markup)).toBe('<form><button type="button" class="a"><span>登录</span></button></form>');
  });

  it('names CSS module classes from the file and the class alone, the same in every pipeline', () => {
    const name = scopedClassName('/app');
    expect(name('title', '/app/src/a.module.css')).toBe(name('title', '/app/src/a.module.css?used'));
    expect(name('title', '/app/src/a.module.css')).toMatch(/^_title_[\w-]{6}$/);
    expect(name('title', '/app/src/a.module.css')).not.toBe(name('title', '/app/src/b.module.css'));
  });

  it('keeps icons as empty boxes of their size', () => {
    const icon = '<svg width="1em" height="1em" viewBox="0 0 48 48"><g id="a"><path d="M1 2"></path></g></svg>';
    expect(withoutIconDrawings(`<span>${icon}</span><b>预警</b>${icon}`)).toBe(
      '<span><svg width="1em" height="1em" viewBox="0 0 48 48"></svg></span><b>预警</b><svg width="1em" height="1em" viewBox="0 0 48 48"></svg>',
    );
  });
});

describe('first screens', () => {
  it('carries the login page, the guard home, the oa home, the cooperation index and the 反诈预警 tab', () => {
    expect(FIRST_SCREENS.map((screen) => [screen.route, screen.session])).toEqual([
      [PATHS.login, null],
      [PATHS.guardHome, 'guard'],
      [PATHS.oaHome, 'oa'],
      [PATHS.cooperationHome, 'cooperation'],
      [PATHS.guardData, 'guard'],
    ]);
  });

  /** Which prerendered screens the rules show for a URL's route and the tab's session, in a real style engine. */
  function shownFor(route: string, session: string): string[] {
    const style = document.createElement('style');
    style.textContent = visibilityRules(FIRST_SCREENS);
    document.head.append(style);
    document.documentElement.dataset.route = route;
    document.documentElement.dataset.session = session;
    document.body.innerHTML =
      FIRST_SCREENS.map(
        (screen) =>
          `<div class="afp-prerender" data-prerender-route="${screen.route}"><span data-per-user>管理员</span></div>`,
      ).join('') + '<div id="root"></div>';
    try {
      return [...document.querySelectorAll<HTMLElement>('.afp-prerender')]
        .filter((element) => getComputedStyle(element).display === 'block')
        .map((element) => element.dataset.prerenderRoute ?? '');
    } finally {
      style.remove();
    }
  }

  it('shows a screen only on its route and to its kind of session', () => {
    expect(shownFor(PATHS.login, '')).toEqual([PATHS.login]);
    expect(shownFor(PATHS.oaHome, 'oa')).toEqual([PATHS.oaHome]);
    expect(shownFor(PATHS.cooperationHome, 'cooperation')).toEqual([PATHS.cooperationHome]);
    expect(shownFor(PATHS.guardData, 'guard')).toEqual([PATHS.guardData]);
  });

  it("never paints one kind of user's screen for another, or for a visitor without a session", () => {
    expect(shownFor(PATHS.oaHome, 'guard')).toEqual([]);
    expect(shownFor(PATHS.oaHome, '')).toEqual([]);
    expect(shownFor(PATHS.cooperationHome, 'oa')).toEqual([]);
    expect(shownFor(PATHS.guardData, 'cooperation')).toEqual([]);
    expect(shownFor(PATHS.guardHome, '')).toEqual([]);
  });

  it("shows the oa home's parts for a role only to a tab whose session has it", () => {
    const style = document.createElement('style');
    style.textContent = visibilityRules(FIRST_SCREENS);
    document.head.append(style);
    document.documentElement.dataset.route = PATHS.oaHome;
    document.documentElement.dataset.session = 'oa';
    document.body.innerHTML =
      `<div class="afp-prerender" data-prerender-route="${PATHS.oaHome}">` +
      '<div data-first-screen-role="office">警企协作</div><div data-first-screen-role="admin">核查</div><div>报表</div></div>';
    const shown = () =>
      [...document.querySelectorAll<HTMLElement>('.afp-prerender div')]
        .filter((element) => getComputedStyle(element).display !== 'none')
        .map((element) => element.textContent);
    try {
      document.documentElement.dataset.roles = '';
      expect(shown()).toEqual(['报表']);
      document.documentElement.dataset.roles = 'office';
      expect(shown()).toEqual(['警企协作', '报表']);
      document.documentElement.dataset.roles = 'office admin';
      expect(shown()).toEqual(['警企协作', '核查', '报表']);
    } finally {
      style.remove();
      delete document.documentElement.dataset.roles;
    }
  });

  it('keeps the place of what differs per user without drawing it', () => {
    expect(visibilityRules([])).toContain('.afp-prerender [data-per-user]{visibility:hidden}');
  });
});

describe("the routes' chunks named in index.html", () => {
  /** A bundle as rolldown gives it: the entry and a page, both importing a shared chunk. */
  const chunk = (fileName: string, imports: string[], moduleIds: string[] = []) =>
    ({ type: 'chunk', fileName, imports, moduleIds }) as unknown as OutputChunk;
  const entry = chunk('assets/index.js', ['assets/runtime.js']);
  const bundle = {
    'assets/index.js': entry,
    'assets/runtime.js': chunk('assets/runtime.js', []),
    'assets/page.js': chunk('assets/page.js', ['assets/runtime.js', 'assets/part.js'], ['/app/src/pages/a.page.tsx']),
    'assets/part.js': chunk('assets/part.js', []),
  } as unknown as OutputBundle;

  it("name a page's chunks and those they import, beyond what the entry loads", () => {
    const routes = [{ route: '/pages/a', session: 'oa' as const, modules: ['pages/a.page.tsx'] }];
    expect(routeChunksMeta(bundle, entry, routes)).toBe(
      '<meta name="afp-route-chunks" data-route="/pages/a" data-session="oa" content="./assets/page.js ./assets/part.js">',
    );
  });

  it('are asked for by the first-screen script, for its route and kind of session only', () => {
    vi.useFakeTimers();
    const metas =
      '<meta name="afp-route-chunks" data-route="/pages/a" data-session="oa" content="./assets/a.js ./assets/b.js">' +
      '<meta name="afp-route-chunks" data-route="/pages/b" content="./assets/c.js">';
    const preloadsAt = (hash: string, loginType: string) => {
      document.head.innerHTML = metas;
      sessionStorage.setItem('token', 't');
      sessionStorage.setItem('loginType', loginType);
      history.replaceState(null, '', `/${hash}`);
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- index.html's inline script, run as the browser runs it
      new Function(FIRST_ROUTE_SCRIPT)();
      vi.runAllTimers();
      return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      );
    };
    try {
      expect(preloadsAt('#/pages/a', 'oa')).toEqual(['./assets/a.js', './assets/b.js']);
      expect(preloadsAt('#/pages/a', 'guard')).toEqual([]);
      expect(preloadsAt('#/pages/b', 'guard')).toEqual(['./assets/c.js']);
    } finally {
      vi.useRealTimers();
      sessionStorage.clear();
      document.head.innerHTML = '';
      history.replaceState(null, '', '/');
    }
  });

  it('cover every first screen and the chart pages', () => {
    expect(ROUTE_CHUNKS.map((route) => route.route)).toEqual([
      ...FIRST_SCREENS.map((screen) => screen.route),
      PATHS.ruleStaIndex,
      PATHS.warningOverview,
      PATHS.reportDetail,
    ]);
  });
});
