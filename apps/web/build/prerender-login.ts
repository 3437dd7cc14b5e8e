import { createHash } from 'node:crypto';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';
import react from '@vitejs/plugin-react';
// By path: the config loader leaves package imports to Node, which cannot load the contract's TypeScript.
import { FIRST_ROUTE_SCRIPT } from '../../../packages/contract/src/constants.ts';
import { PRERENDER_CLASS } from '../src/app/prerender.ts';
import { PATHS } from '../src/config/routes.ts';
import { isAnalysingBuild } from './first-route-chunks.ts';

/** The page prerendered into index.html: the screen a person who is not logged in reaches. */
const PAGE_MODULE = '/src/features/auth/pages/login.page.tsx';

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
 * The rules that show the prerender only on its own route (FIRST_ROUTE_SCRIPT names the URL's route
 * on <html data-route> before the first paint) and, while it is there, hide the app root's splash.
 */
const visibility = (route: string) => {
  const shown = `html[data-route="${route}"] .${PRERENDER_CLASS}[data-prerender-route="${route}"]`;
  return `.${PRERENDER_CLASS}{display:none}${shown}{display:block}${shown}~#root{display:none}`;
};

/**
 * The prerender does nothing until the app replaces it: its submit button becomes a plain button
 * (a native submit would reload the page without the route), and test ids stay with the real page.
 */
export const inert = (markup: string): string =>
  markup.replaceAll(' type="submit"', ' type="button"').replaceAll(/ data-testid="[^"]*"/g, '');

/** Renders the page to HTML in Node with the app's own modules (Vite SSR), as the browser first draws it. */
async function renderPage(config: ResolvedConfig): Promise<string> {
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
    const module = (await server.ssrLoadModule(PAGE_MODULE)) as { default: ComponentType };
    return renderToString(createElement(module.default));
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

/**
 * The login page's first screen in index.html, drawn by the HTML alone (with its CSS inline) on
 * `#/pages/login/login` (CSS keyed on the route FIRST_ROUTE_SCRIPT names; `:target` would apply
 * only once the document is parsed, after the JavaScript): a phone shows the form as soon as the HTML has arrived instead of after
 * the JavaScript, the route guard and the page's chunk. Every other URL keeps the splash. The app
 * replaces it when the login page mounts (app/prerender.ts keeps what was typed meanwhile), or
 * drops it when the route turns out to be something else.
 */
export function prerenderLogin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'afp-prerender-login',
    apply: (_, env) => env.command === 'build' && !isAnalysingBuild(),
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const bundle = context.bundle;
        if (!bundle || !context.chunk) return html;
        const page = Object.values(bundle).find(
          (output): output is OutputChunk =>
            output.type === 'chunk' && output.moduleIds.some((id) => id.endsWith(PAGE_MODULE)),
        );
        if (!page) throw new Error(`prerender: no chunk for ${PAGE_MODULE}`);
        const files = [...new Set([...cssOf(bundle, context.chunk), ...cssOf(bundle, page)])];
        const css = files
          .map((file) => {
            const asset = bundle[file];
            return asset?.type === 'asset' ? String(asset.source) : '';
          })
          .join('');
        const markup = inert(await renderPage(config));
        if (!html.includes('<div id="root">') || !html.includes('</head>'))
          throw new Error('prerender: index.html needs </head> and <div id="root">');
        return html
          .replace(
            '</head>',
            `  <script>${FIRST_ROUTE_SCRIPT}</script>\n    <style>${visibility(PATHS.login)}${css}</style>\n  </head>`,
          )
          .replace(
            '<div id="root">',
            `<div class="${PRERENDER_CLASS}" data-prerender-route="${PATHS.login}">${markup}</div>\n    <div id="root">`,
          );
      },
    },
  };
}
