import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../core/module.ts';

/** Serves the built web app at `/` (hash routes, so only real files and index.html exist). */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  if (!distDir || !existsSync(distDir)) return;
  // cacheControl off: @fastify/static would otherwise overwrite the Cache-Control set per route below.
  // preCompressed: the build writes .br and .gz beside each text file (apps/web/build/precompress.ts);
  // the one the browser accepts is sent with Content-Encoding, and every answer says Vary: Accept-Encoding.
  await app.register(fastifyStatic, { root: distDir, serve: false, cacheControl: false, preCompressed: true });
  app.get('/', { config: { access: 'public' } }, (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').sendFile('index.html'),
  );
  // Hashed asset names never change content, so they may be cached for a year.
  app.get('/assets/*', { config: { access: 'public' } }, (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    return reply.header('Cache-Control', 'public, max-age=31536000, immutable').sendFile(`assets/${file}`);
  });
}

export interface WebAppContext {
  /** The built web app; nothing is served when absent (tests, `npm run dev` with Vite). */
  webDistDir: string | undefined;
}

/** Last in app.ts's list: the web app's files after every API route. */
export const webAppModule = defineModule<WebAppContext>({
  name: 'web-app',
  register: (app, { webDistDir }) => registerWebApp(app, webDistDir),
});
