import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../core/module.ts';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses API answers above the threshold (brotli or gzip, as the browser accepts) — a warning
 * page of 20 rows shrinks about five times on a guard's mobile network. Brotli at quality 4: per
 * request, the highest levels cost more CPU than they save in transfer. The web app's files are
 * compressed once at build time and carry their own Content-Encoding, which this leaves alone;
 * the SSE stream writes to the raw socket and is never buffered here.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

export const compressionModule = defineModule<object>({ name: 'compression', register: registerCompression });
