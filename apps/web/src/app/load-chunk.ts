import { CHUNK_LOAD_TIMEOUT_MS, MESSAGES } from '@afp/contract';
import type { ChunkErrorType } from '../components/chunk-error';
import type { PageImporter, PageModule } from '../lib/feature';

export type { ChunkErrorType };
export type { PageImporter, PageModule } from '../lib/feature';

/** A page chunk that did not arrive (spec §8: 'Loading chunk failed', timeout or missing). */
export class ChunkLoadError extends Error {
  constructor(readonly type: ChunkErrorType) {
    super(MESSAGES.chunkLoadFailed);
    this.name = 'ChunkLoadError';
  }
}

/** Imports a page chunk, turning a hang into 'timeout' and a failed fetch into 'missing'. */
export function loadChunk(importer: PageImporter, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<PageModule> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      () => {
        clearTimeout(timer);
        reject(new ChunkLoadError('missing'));
      },
    );
  });
}
