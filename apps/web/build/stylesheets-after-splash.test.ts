import { describe, expect, it } from 'vitest';
import { moveStylesheetsAfterSplash } from './stylesheets-after-splash';

const BUILT = `<html>
  <head>
    <style>.afp-splash{display:flex}</style>
    <script type="module" crossorigin src="./assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="./assets/react-2.js">
    <link rel="stylesheet" crossorigin href="./assets/es-3.css">
    <link rel="stylesheet" crossorigin href="./assets/index-4.css">
  </head>
  <body>
    <div id="root"><div class="afp-splash" role="status" data-testid="splash">加载中</div></div>
  </body>
</html>
`;

describe('moveStylesheetsAfterSplash', () => {
  it('puts the stylesheet links right after the splash, in their order, and leaves the rest', () => {
    expect(moveStylesheetsAfterSplash(BUILT)).toBe(`<html>
  <head>
    <style>.afp-splash{display:flex}</style>
    <script type="module" crossorigin src="./assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="./assets/react-2.js">
  </head>
  <body>
    <div id="root"><div class="afp-splash" role="status" data-testid="splash">加载中</div></div>
    <link rel="stylesheet" crossorigin href="./assets/es-3.css">
    <link rel="stylesheet" crossorigin href="./assets/index-4.css">
  </body>
</html>
`);
  });

  it('changes nothing without a splash or without stylesheets', () => {
    const noSplash = BUILT.replace(/<div id="root">.*<\/div><\/div>/, '<div id="root"></div>');
    expect(moveStylesheetsAfterSplash(noSplash)).toBe(noSplash);
    const noCss = BUILT.replace(/ *<link rel="stylesheet".*\n/g, '');
    expect(moveStylesheetsAfterSplash(noCss)).toBe(noCss);
  });
});
