#!/usr/bin/env node
// `npm run build -w apps/server`: the server as one ESM file, apps/server/dist/server.js (+ source map), run by plain node.
// The workspace packages (@afp/contract, TypeScript source) are inlined; every other package stays in node_modules.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const serverRoot = path.resolve(import.meta.dirname, '../apps/server');
const outdir = path.join(serverRoot, 'dist');

/** Bare imports stay external (resolved from node_modules at run time) except our own workspace packages. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@afp/') || args.path.startsWith('node:') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * `import.meta.dirname` of a source file names its own folder (config.ts finds the repository, migrate.ts the
 * drizzle folder); in the bundle it would name dist/. Each use becomes the source folder, expressed relative to
 * dist/ so the output still works wherever the checkout lives.
 */
const sourceDirname = {
  name: 'source-dirname',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.dirname')) return undefined;
      const fromDist = path.relative(outdir, path.dirname(args.path)).split(path.sep).join('/');
      const expression = `__afpPath.resolve(import.meta.dirname, ${JSON.stringify(fromDist)})`;
      return {
        contents: `import __afpPath from 'node:path';\n${source.replaceAll('import.meta.dirname', expression)}`,
        loader: 'ts',
      };
    });
  },
};

const started = Date.now();
await build({
  entryPoints: [path.join(serverRoot, 'src/server.ts')],
  outfile: path.join(outdir, 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  plugins: [externalPackages, sourceDirname],
  logLevel: 'warning',
});
console.log(`server built to ${path.relative(process.cwd(), outdir)}/server.js in ${Date.now() - started} ms`);
