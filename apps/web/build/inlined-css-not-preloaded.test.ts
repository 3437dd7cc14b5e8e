import { describe, expect, it } from 'vitest';
import { withoutPreloadsOf } from './inlined-css-not-preloaded';

/** A chunk as Vite writes it: the preload table first, then dynamic imports naming their dependencies by index. */
const chunk = [
  'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["./page-a.js","./shared.js","./shared.css","./page-a.css"])))=>i.map(i=>d[i]);',
  'const a=()=>E(()=>import(`./page-a.js`),__vite__mapDeps([0,1,2,3]),import.meta.url);',
  'const b=()=>E(()=>import(`./shared.js`),__vite__mapDeps([1,2]),import.meta.url);',
].join('\n');

describe('preloads of the CSS index.html carries inline', () => {
  it("leave every dynamic import's dependencies, the other files stay", () => {
    const code = withoutPreloadsOf(chunk, 'assets/index.js', new Set(['assets/shared.css']));
    expect(code).toContain('__vite__mapDeps([0,1,3])');
    expect(code).toContain('__vite__mapDeps([1])');
  });

  it('are matched by their path in the build, relative to the chunk', () => {
    expect(withoutPreloadsOf(chunk, 'assets/index.js', new Set(['shared.css']))).toBe(chunk);
    expect(withoutPreloadsOf(chunk, 'assets/index.js', new Set(['assets/shared.css', 'assets/page-a.css']))).toContain(
      '__vite__mapDeps([0,1])',
    );
  });

  it('leave a chunk without a preload table as it is', () => {
    expect(withoutPreloadsOf('export const a = 1;', 'assets/a.js', new Set(['assets/shared.css']))).toBe(
      'export const a = 1;',
    );
  });
});
