import { describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, MESSAGES } from '@afp/contract';
import { ChunkLoadError, loadChunk } from './load-chunk';

describe('loadChunk', () => {
  it('reports a failed import as missing', async () => {
    const error = await loadChunk(() => Promise.reject(new Error('404'))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ type: 'missing', message: MESSAGES.chunkLoadFailed });
  });

  it('reports a hanging import as timeout after 120 s', async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise(() => undefined));
    const assertion = expect(pending).rejects.toMatchObject({ type: 'timeout' });
    vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS);
    await assertion;
    vi.useRealTimers();
  });
});
