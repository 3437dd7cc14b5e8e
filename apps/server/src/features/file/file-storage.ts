import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isSafeStorageKey } from './file.rules.ts';

/** Where files live: a local directory by default; an object-storage adapter has the same shape. */
export interface FileStorage {
  open(key: string): Promise<{ stream: ReadStream; size: number } | undefined>;
  put(key: string, content: Buffer): Promise<void>;
}

export function createLocalFileStorage(root: string): FileStorage {
  const resolve = (key: string): string | undefined => {
    if (!isSafeStorageKey(key)) return undefined;
    const full = path.resolve(root, key);
    // Belt and braces: the resolved path must still be inside the root.
    return full.startsWith(path.resolve(root) + path.sep) ? full : undefined;
  };
  return {
    async open(key) {
      const full = resolve(key);
      if (!full) return undefined;
      const info = await stat(full).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      return { stream: createReadStream(full), size: info.size };
    },
    async put(key, content) {
      const full = resolve(key);
      if (!full) throw new Error(`unsafe storage key ${key}`);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, content);
    },
  };
}
