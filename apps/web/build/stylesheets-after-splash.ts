import type { Plugin } from 'vite';

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;
const SPLASH_ROOT = /<div id="root">[\s\S]*?<\/div><\/div>\n?/;

/**
 * Moves the built stylesheet links from <head> to just after the #root splash. In <head> they
 * block the first paint; after the splash the browser paints the inline splash while they load,
 * and they still arrive before the module scripts render the app.
 */
export function moveStylesheetsAfterSplash(html: string): string {
  const links = html.match(STYLESHEET);
  const root = SPLASH_ROOT.exec(html);
  if (!links || !root) return html;
  const withoutLinks = html.replace(STYLESHEET, '');
  const rootEnd = withoutLinks.indexOf(root[0]) + root[0].length;
  const moved = links.map((link) => `    ${link.trim()}\n`).join('');
  return withoutLinks.slice(0, rootEnd) + moved + withoutLinks.slice(rootEnd);
}

/** The build's index.html paints its splash before the CSS arrives. */
export function stylesheetsAfterSplash(): Plugin {
  return {
    name: 'afp-stylesheets-after-splash',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: moveStylesheetsAfterSplash },
  };
}
