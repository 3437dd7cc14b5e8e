import { createHash } from 'node:crypto';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';
import react from '@vitejs/plugin-react';
// By path: the config loader leaves package imports to Node, which cannot load the contract's TypeScript.
import {
  FIRST_ROUTE_SCRIPT,
  FIRST_SCREEN_ROLES,
  GUARD_HOME_ROUTE,
  ROUTE_CHUNKS_META,
} from '../../../packages/contract/src/first-screen.ts';
import type { LoginType } from '../../../packages/contract/src/auth.ts';
import { PER_USER_ATTRIBUTE, PRERENDER_CLASS, ROLE_ATTRIBUTE } from '../src/app/prerender.ts';
import { PATHS } from '../src/config/routes.ts';
import type { FirstCards } from '../src/app/first-cards.ts';
import { firstCardsSlot, withFirstCards } from './first-cards.ts';
import { CHART_ROUTES, isAnalysingBuild } from './first-route-chunks.ts';

/**
 * The screens prerendered into index.html, by route: the login page (where a person who is not
 * logged in arrives), the guard home (where a workplace-app visit lands), and the pages a stored
 * session reopens on: the oa home, the partner's cooperation index and the guard's 反诈预警 tab.
 * `session` is the kind of session a screen is drawn for (FIRST_ROUTE_SCRIPT names the tab's on
 * `<html data-session>`; null: any); `module` default-exports what to render; `page` is the route's
 * page module, whose chunk's CSS the screen needs.
 */
export const FIRST_SCREENS: readonly FirstScreen[] = [
  {
    route: PATHS.login,
    session: null,
    module: '/src/features/auth/pages/login.page.tsx',
    page: '/src/features/auth/pages/login.page.tsx',
  },
  {
    route: GUARD_HOME_ROUTE,
    session: 'guard',
    module: '/src/features/guard/guard-home.first-screen.tsx',
    page: '/src/features/guard/pages/guard-home.page.tsx',
  },
  {
    route: PATHS.oaHome,
    session: 'oa',
    module: '/src/features/oa/oa-home.first-screen.tsx',
    page: '/src/features/oa/pages/oa-home.page.tsx',
  },
  {
    route: PATHS.cooperationHome,
    session: 'cooperation',
    module: '/src/features/cooperation/cooperation-index.first-screen.tsx',
    page: '/src/features/cooperation/pages/cooperation-index.page.tsx',
  },
  {
    route: PATHS.guardData,
    session: 'guard',
    module: '/src/features/guard/guard-data.first-screen.tsx',
    page: '/src/features/guard/pages/guard-data.page.tsx',
  },
];

/** The tab frame a guard tab's page opens in, loaded beside the page (app/route-resolution.tsx). */
const GUARD_TAB_FRAME = '/src/features/guard/components/guard-tab-layout.tsx';

/**
 * The routes whose page's chunks index.html names for FIRST_ROUTE_SCRIPT to ask for beside the entry
 * (the contract's ROUTE_CHUNKS_META), with the kind of session that opens each: the first screens
 * (a guard tab's with its frame) and the chart pages, whose code otherwise is asked for only once
 * the entry has run.
 */
export const ROUTE_CHUNKS: readonly RouteChunks[] = [
  ...FIRST_SCREENS.map(({ route, session, page }) => ({
    route,
    session,
    modules: route === GUARD_HOME_ROUTE || route === PATHS.guardData ? [page, GUARD_TAB_FRAME] : [page],
  })),
  { route: PATHS.ruleStaIndex, session: 'oa', modules: CHART_ROUTES['rule-statistics'] ?? [] },
  { route: PATHS.warningOverview, session: 'oa', modules: CHART_ROUTES['warning-overview'] ?? [] },
  { route: PATHS.reportDetail, session: 'oa', modules: CHART_ROUTES['report-summary'] ?? [] },
];

export interface RouteChunks {
  route: string;
  session: LoginType | null;
  /** The modules the route's page loads first (paths ending the bundle's module ids). */
  modules: readonly string[];
}

export interface FirstScreen {
  route: string;
  session: LoginType | null;
  module: string;
  page: string;
}

/**
 * CSS module class names from the file's path and the class, the same in the client build and in
 * the build-time render (Vite's default hashes differ between the two pipelines).
 */
export function scopedClassName(root: string) {
  return (local: string, filename: string): string => {
    const file = path.relative(root, filename.split('?')[0] ?? filename).replaceAll('\\', '/');
    const hash = createHash('sha256').update(`${file}:${local}`).digest('base64url').slice(0, 6);
    return `_${local}_${hash}`;
  };
}

/**
 * The rules that show a prerender only on its own route, and only to its kind of session
 * (FIRST_ROUTE_SCRIPT names both on <html> before the first paint), and, while it is there, hide the
 * app root's splash. What differs from one user to the next and is not known before the app
 * (`data-per-user`: a role tag, a setting's state) keeps its place but is not drawn; what is only for
 * some roles (`data-first-screen-role`) shows when the tab's session has the role (`<html data-roles>`).
 */
export const visibilityRules = (screens: readonly Pick<FirstScreen, 'route' | 'session'>[]): string =>
  `.${PRERENDER_CLASS}{display:none}.${PRERENDER_CLASS} [${PER_USER_ATTRIBUTE}]{visibility:hidden}` +
  FIRST_SCREEN_ROLES.map(
    (role) => `html:not([data-roles~="${role}"]) .${PRERENDER_CLASS} [${ROLE_ATTRIBUTE}="${role}"]{display:none}`,
  ).join('') +
  screens
    .map(({ route, session }) => {
      const shown = `html[data-route="${route}"]${session ? `[data-session="${session}"]` : ''} .${PRERENDER_CLASS}[data-prerender-route="${route}"]`;
      return `${shown}{display:block}${shown}~#root{display:none}`;
    })
    .join('');

/**
 * The prerender does nothing until the app replaces it: its submit button becomes a plain button
 * (a native submit would reload the page without the route), and test ids stay with the real page.
 */
export const inert = (markup: string): string =>
  markup.replaceAll(' type="submit"', ' type="button"').replaceAll(/ data-testid="[^"]*"/g, '');

/**
 * Icons keep their box but not their drawing: the home's twenty icons are most of its markup
 * (≈ 50 KB), which every page's HTML would carry; the app draws them a moment later.
 */
export const withoutIconDrawings = (markup: string): string =>
  markup.replaceAll(/(<svg[^>]*>)[\s\S]*?<\/svg>/g, '$1</svg>');

/**
 * Renders each screen to HTML in Node with the app's own modules (Vite SSR), as the browser first
 * draws it, inert and with empty icons; a list screen's module may also export `firstCards`, its
 * list's card for the first-route script to draw the early answer's first records with.
 */
async function renderScreens(config: ResolvedConfig): Promise<string[]> {
  const server = await createServer({
    root: config.root,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    resolve: { alias: config.resolve.alias },
    css: { modules: config.css.modules || undefined },
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    // antd-mobile imports its CSS from its modules: Vite, not Node, has to load them.
    ssr: { noExternal: ['antd-mobile', 'antd-mobile-icons'] },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { PageLoading } = (await server.ssrLoadModule('/src/components/page-loading.tsx')) as {
      PageLoading: ComponentType;
    };
    const loading = withoutIconDrawings(inert(renderToString(createElement(PageLoading))));
    const screens: string[] = [];
    for (const screen of FIRST_SCREENS) {
      const module = (await server.ssrLoadModule(screen.module)) as {
        default: ComponentType;
        firstCards?: FirstCards<unknown>;
      };
      const markup = withoutIconDrawings(inert(renderToString(createElement(module.default))));
      screens.push(
        module.firstCards ? withFirstCards(markup, loading, firstCardsSlot(module.firstCards, loading)) : markup,
      );
    }
    return screens;
  } finally {
    await server.close();
  }
}

/** The CSS files a chunk needs, with those of the chunks it imports statically. */
function cssOf(bundle: OutputBundle, chunk: OutputChunk, seen = new Set<string>()): string[] {
  if (seen.has(chunk.fileName)) return [];
  seen.add(chunk.fileName);
  const own = [...(chunk.viteMetadata?.importedCss ?? [])];
  const imported = chunk.imports.flatMap((file) => {
    const next = bundle[file];
    return next?.type === 'chunk' ? cssOf(bundle, next, seen) : [];
  });
  return [...imported, ...own];
}

/** The JS files a chunk needs: its own and those of the chunks it imports statically. */
function jsOf(bundle: OutputBundle, chunk: OutputChunk, seen = new Set<string>()): string[] {
  if (seen.has(chunk.fileName)) return [];
  seen.add(chunk.fileName);
  return [
    chunk.fileName,
    ...chunk.imports.flatMap((file) => {
      const next = bundle[file];
      return next?.type === 'chunk' ? jsOf(bundle, next, seen) : [];
    }),
  ];
}

/**
 * One `<meta>` per route naming the JS its page needs beyond what the entry has loaded already
 * (ROUTE_CHUNKS_META, read by FIRST_ROUTE_SCRIPT), as URLs relative to index.html.
 */
export function routeChunksMeta(bundle: OutputBundle, entry: OutputChunk, routes: readonly RouteChunks[]): string {
  const loaded = new Set(jsOf(bundle, entry));
  return routes
    .map(({ route, session, modules }) => {
      const files = new Set(modules.flatMap((module) => jsOf(bundle, chunkWith(bundle, module))));
      const content = [...files].filter((file) => !loaded.has(file)).map((file) => `./${file}`);
      return `<meta name="${ROUTE_CHUNKS_META}" data-route="${route}"${session ? ` data-session="${session}"` : ''} content="${content.join(' ')}">`;
    })
    .join('\n    ');
}

/** The chunk holding a module (the first-route grouping puts pages inside larger chunks). */
function chunkWith(bundle: OutputBundle, module: string): OutputChunk {
  const chunk = Object.values(bundle).find(
    (output): output is OutputChunk => output.type === 'chunk' && output.moduleIds.some((id) => id.endsWith(module)),
  );
  if (!chunk) throw new Error(`prerender: no chunk for ${module}`);
  return chunk;
}

/**
 * The CSS files index.html carries inline (every document has them): the entry's and every first
 * screen's page chunk's, with those of the chunks they import.
 */
export function inlinedCss(bundle: OutputBundle, entry: OutputChunk): Set<string> {
  return new Set([
    ...cssOf(bundle, entry),
    ...FIRST_SCREENS.flatMap((screen) => cssOf(bundle, chunkWith(bundle, screen.page))),
  ]);
}

/**
 * The first screens in index.html, drawn by the HTML alone (their CSS inline), each on its own
 * route (CSS keyed on the route FIRST_ROUTE_SCRIPT names before the first paint; `:target` would
 * apply only once the document is parsed, after the JavaScript): the login form, and the guard home
 * of a workplace-app visit, whose name and area the same script fills in from the auth-code
 * exchange it starts. A phone shows the screen as soon as the HTML has arrived instead of after the
 * JavaScript, the route guard and the page's chunk. Every other URL keeps the splash. The app
 * replaces a screen when its page mounts (app/prerender.ts keeps what was typed meanwhile), or
 * drops it when the route turns out to be something else.
 */
export function prerenderFirstScreens(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'afp-prerender-first-screens',
    apply: (_, env) => env.command === 'build' && !isAnalysingBuild(),
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const bundle = context.bundle;
        if (!bundle || !context.chunk) return html;
        const css = [...inlinedCss(bundle, context.chunk)]
          .map((file) => {
            const asset = bundle[file];
            return asset?.type === 'asset' ? String(asset.source) : '';
          })
          .join('');
        const screens = await renderScreens(config);
        if (!html.includes('<div id="root">') || !html.includes('<head>') || !html.includes('</head>'))
          throw new Error('prerender: index.html needs <head>, </head> and <div id="root">');
        const rules = visibilityRules(FIRST_SCREENS);
        const markup = FIRST_SCREENS.map(
          (screen, index) =>
            `<div class="${PRERENDER_CLASS}" data-prerender-route="${screen.route}">${screens[index] ?? ''}</div>\n    `,
        ).join('');
        return (
          html
            // First in <head>: its auth-code exchange leaves before the page's own files queue up; the
            // routes' chunk lists just before it, which it reads.
            .replace(
              '<head>',
              `<head>\n    ${routeChunksMeta(bundle, context.chunk, ROUTE_CHUNKS)}\n    <script>${FIRST_ROUTE_SCRIPT}</script>`,
            )
            .replace('</head>', `  <style>${rules}${css}</style>\n  </head>`)
            .replace('<div id="root">', `${markup}<div id="root">`)
        );
      },
    },
  };
}
