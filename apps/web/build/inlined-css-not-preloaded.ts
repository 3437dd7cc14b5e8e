import path from 'node:path';
import type { Plugin } from 'vite';
import type { OutputChunk } from 'rolldown';
import { isAnalysingBuild } from './first-route-chunks.ts';
import { inlinedCss } from './prerender.ts';

/** Vite's table of a chunk's preload dependencies (file names relative to the chunk), first line of the chunk. */
const DEPENDENCY_TABLE =
  /__vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])\)\)\)=>i\.map\(i=>d\[i\]\);/;
/** One dynamic import's dependencies: indices into that table. */
const DEPENDENCY_LIST = /__vite__mapDeps\(\[([\d,]*)\]\)/g;

/**
 * A chunk's code without the preloads of the given files (paths in the build, as `assets/x.css`):
 * their indices leave every dynamic import's dependency list.
 */
export function withoutPreloadsOf(code: string, chunkFile: string, files: ReadonlySet<string>): string {
  const table = DEPENDENCY_TABLE.exec(code)?.[1];
  if (!table) return code;
  const dependencies = JSON.parse(table) as string[];
  const dropped = new Set(
    dependencies.flatMap((file, index) =>
      files.has(path.posix.join(path.posix.dirname(chunkFile), file)) ? [index] : [],
    ),
  );
  if (dropped.size === 0) return code;
  return code.replace(DEPENDENCY_LIST, (_, list: string) => {
    const kept = list
      .split(',')
      .filter((index) => index !== '' && !dropped.has(Number(index)))
      .join(',');
    return `__vite__mapDeps([${kept}])`;
  });
}

/**
 * Index.html carries the first screens' CSS inline (build/prerender.ts), so every document has it;
 * a page whose chunks' CSS is among it does not ask for it again. Vite's preloader would append a
 * `<link rel=stylesheet>` for each such file while the page's import starts and wait for each to
 * load: at 4× CPU on a phone each append cost 10–40 ms of the entry's first task (the cooperation
 * index appended 8, the chart pages 10 or more), and each file queued behind the page's scripts on
 * the phone's six connections.
 */
export function inlinedCssNotPreloaded(): Plugin {
  return {
    name: 'afp-inlined-css-not-preloaded',
    apply: (_, env) => env.command === 'build' && !isAnalysingBuild(),
    generateBundle: {
      // After Vite has written each chunk's preload table.
      order: 'post',
      handler(_, bundle) {
        const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) return;
        const inlined = inlinedCss(bundle, entry);
        for (const chunk of chunks) chunk.code = withoutPreloadsOf(chunk.code, chunk.fileName, inlined);
      },
    },
  };
}
