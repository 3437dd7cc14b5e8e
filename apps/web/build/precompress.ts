import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { isAnalysingBuild } from './first-route-chunks.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `.br` (quality 11) and `.gz` (level 9) beside one file; the server picks by Accept-Encoding. */
async function precompressFile(file: string): Promise<void> {
  const content = await readFile(file);
  await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }).then((compressed) => writeFile(`${file}.br`, compressed)),
    gzipAsync(content, { level: 9 }).then((compressed) => writeFile(`${file}.gz`, compressed)),
  ]);
}

/**
 * Precompresses the build once, at build time, at the highest levels: the server then sends
 * files as they are (`@fastify/static` `preCompressed`) instead of compressing per request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'afp-precompress',
    // Not in the analysing build of first-route-chunks.ts: it writes nothing to compress.
    apply: (_, env) => env.command === 'build' && !isAnalysingBuild(),
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await filesUnder(outDir);
      const worth = await Promise.all(
        files.map(async (file) => COMPRESSIBLE.test(file) && (await stat(file)).size >= MIN_BYTES),
      );
      await Promise.all(files.filter((_, index) => worth[index]).map(precompressFile));
    },
  };
}
