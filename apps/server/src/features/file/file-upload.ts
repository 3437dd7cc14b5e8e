import {
  ATTACHMENT_TYPE_MESSAGE,
  ERROR_CODES,
  fileExtension,
  UPLOAD_IMAGE_TYPES,
  UPLOAD_QUOTA_BYTES,
  UPLOAD_QUOTA_FILES,
  UPLOAD_QUOTA_MESSAGE,
  UPLOAD_QUOTA_WINDOW_MS,
} from '@afp/contract';
import type { Clock } from '../../clock.ts';
import type { Principal } from '../../core/principal.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, tooManyRequests } from '../../http/errors.ts';
import { newId } from '../../secrets.ts';
import type { FileStorage } from './file-storage.ts';
import { attachmentTypeOf } from './file-attachment.ts';
import { downloadNameOf, sniffContentType } from './file.rules.ts';
import type { StoredFileRepository } from './stored-file.repository.ts';

type ImageType = keyof typeof UPLOAD_IMAGE_TYPES;

/** The file's own first bytes decide, not the name or header a client sends. */
export function sniffImageType(content: Buffer): ImageType | undefined {
  const type = sniffContentType(content);
  return type && type in UPLOAD_IMAGE_TYPES ? (type as ImageType) : undefined;
}

interface Deps {
  db: Db;
  storage: FileStorage;
  files: StoredFileRepository;
  clock: Clock;
}

/**
 * Stores an uploaded photo under a server-chosen key (`uploads/yyyy/mm/<uuid>.ext`) and records
 * it as an unattached feedback photo of the caller and their organisation, within the quota.
 */
export function createFileUpload({ db, storage, files, clock }: Deps) {
  /** Records and stores one upload of the caller within the quota, unattached until its owner takes it. */
  async function store(
    uploader: Principal,
    content: Buffer,
    file: { key: string; name: string; contentType: string; purpose: 'feedback_photo' | 'attachment' },
  ) {
    const now = clock.now();
    const { key, name: downloadName, contentType: type } = file;
    await db.transaction(async (tx) => {
      await files.lockUploader(tx, uploader.loginType, uploader.id);
      const since = new Date(now.getTime() - UPLOAD_QUOTA_WINDOW_MS);
      const used = await files.usageSince(tx, uploader.loginType, uploader.id, since);
      if (used.files + 1 > UPLOAD_QUOTA_FILES || used.bytes + content.length > UPLOAD_QUOTA_BYTES) {
        throw tooManyRequests(UPLOAD_QUOTA_MESSAGE, ERROR_CODES.uploadQuotaExceeded);
      }
      await files.insert(tx, {
        key,
        purpose: file.purpose,
        name: downloadName,
        contentType: type,
        size: content.length,
        uploaderType: uploader.loginType,
        uploaderId: uploader.id,
        orgId: uploader.orgId,
        orgPath: uploader.orgPath,
        createdAt: now,
      });
      // Stored last: a refused or failed record leaves no file behind; a failed write rolls the record back.
      await storage.put(key, content);
    });
    return { key, name: downloadName, size: content.length };
  }

  const keyOf = (folder: string, ext: string) => {
    const now = clock.now();
    const month = String(now.getUTCMonth() + 1).padStart(2, '0');
    return `${folder}/${now.getUTCFullYear()}/${month}/${newId()}.${ext}`;
  };

  return {
    async storeImage(uploader: Principal, content: Buffer, declaredType: string, name: string) {
      const type = sniffImageType(content);
      if (!type || type !== declaredType) {
        throw badRequest('仅支持上传 png 或 jpg 图片', ERROR_CODES.fileTypeRefused);
      }
      const key = keyOf('uploads', UPLOAD_IMAGE_TYPES[type]);
      return store(uploader, content, {
        key,
        name: downloadNameOf(name, type),
        contentType: type,
        purpose: 'feedback_photo',
      });
    },
    /** A document or image attachment (official mail): its type from the bytes and the name's family. */
    async storeAttachment(uploader: Principal, content: Buffer, name: string) {
      const type = attachmentTypeOf(content, name);
      if (!type) throw badRequest(ATTACHMENT_TYPE_MESSAGE, ERROR_CODES.fileTypeRefused);
      const downloadName = downloadNameOf(name, type);
      const key = keyOf('attachments', fileExtension(downloadName));
      return store(uploader, content, { key, name: downloadName, contentType: type, purpose: 'attachment' });
    },
  };
}
export type FileUpload = ReturnType<typeof createFileUpload>;
