import { ERROR_CODES, UPLOAD_IMAGE_TYPES } from '@afp/contract';
import type { Clock } from '../../clock.ts';
import { badRequest } from '../../http/errors.ts';
import { newId } from '../../secrets.ts';
import type { FileStorage } from './file-storage.ts';

type ImageType = keyof typeof UPLOAD_IMAGE_TYPES;

/** The file's own first bytes decide, not the name or header a client sends. */
export function sniffImageType(content: Buffer): ImageType | undefined {
  if (content.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (content[0] === 0xff && content[1] === 0xd8 && content[2] === 0xff) return 'image/jpeg';
  return undefined;
}

/** Stores an uploaded photo under a server-chosen key (`uploads/yyyy/mm/<uuid>.ext`). */
export function createFileUpload({ storage, clock }: { storage: FileStorage; clock: Clock }) {
  return {
    async storeImage(content: Buffer, declaredType: string, name: string) {
      const type = sniffImageType(content);
      if (!type || type !== declaredType) {
        throw badRequest('仅支持上传 png 或 jpg 图片', ERROR_CODES.fileTypeRefused);
      }
      const now = clock.now();
      const month = String(now.getUTCMonth() + 1).padStart(2, '0');
      const key = `uploads/${now.getUTCFullYear()}/${month}/${newId()}.${UPLOAD_IMAGE_TYPES[type]}`;
      await storage.put(key, content);
      return { key, name, size: content.length };
    },
  };
}
export type FileUpload = ReturnType<typeof createFileUpload>;
