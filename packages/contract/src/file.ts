import { z } from 'zod';
import { text } from './fields.ts';
import { file, get, post } from './endpoint.ts';
import { DOCUMENT_PREVIEW_TYPES, IMAGE_PREVIEW_TYPES } from './constants.ts';

export const DOWNLOADABLE_TYPES = [...DOCUMENT_PREVIEW_TYPES, ...IMAGE_PREVIEW_TYPES] as const;

export type PreviewKind = 'document' | 'image' | 'unsupported';

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Which preview a file gets (spec §5). */
export function previewKindOf(name: string): PreviewKind {
  const ext = fileExtension(name);
  if ((DOCUMENT_PREVIEW_TYPES as readonly string[]).includes(ext)) return 'document';
  if ((IMAGE_PREVIEW_TYPES as readonly string[]).includes(ext)) return 'image';
  return 'unsupported';
}

/** The session token never goes into a URL: the client trades it for a single-use ticket. */
export const downloadTicketBodySchema = z.object({
  url: text(512).min(1),
  name: text(255).min(1),
});
export const downloadTicketSchema = z.object({ ticket: z.string(), expiresAt: z.string() });
export const downloadOrgFileQuerySchema = z.object({
  url: text(512).min(1),
  name: text(255).min(1),
  token: text(128).min(1),
  online: z.enum(['true', 'false']).optional(),
});

/** Photo upload (feedback photos): the raw image as the body, `image/png` or `image/jpeg`, at most 10 MB. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_IMAGE_TYPES = { 'image/png': 'png', 'image/jpeg': 'jpg' } as const;
export const uploadQuerySchema = z.object({ name: text(255).min(1) });
export const uploadedFileSchema = z.object({ key: z.string(), name: z.string(), size: z.number() });
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
/**
 * Per-account upload quota over the last 24 hours (DESIGN: files belong to something). A guard
 * attaches at most 9 photos to a feedback, so 200 files is a very busy day's work.
 */
export const UPLOAD_QUOTA_WINDOW_MS = 24 * 60 * 60 * 1000;
export const UPLOAD_QUOTA_FILES = 200;
export const UPLOAD_QUOTA_BYTES = 500 * 1024 * 1024;
export const UPLOAD_QUOTA_MESSAGE = `上传已达上限：24小时内最多上传${UPLOAD_QUOTA_FILES}个文件、共${UPLOAD_QUOTA_BYTES / 1024 / 1024}MB，请稍后再试`;

/** Why a file is stored: a warning feedback's photo, or an organisation's document. */
export const STORED_FILE_PURPOSES = ['feedback_photo', 'org_file', 'attachment'] as const;
export type StoredFilePurpose = (typeof STORED_FILE_PURPOSES)[number];
/** Keys the server hands out for uploads; feedback photos must be such keys. */
export const UPLOAD_KEY_PATTERN = /^uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.(png|jpg)$/;

/**
 * Attachments (official mail and its feedback): any previewable document or image (spec §5), sent
 * as the raw body with `application/octet-stream`; the type is decided from the bytes and the name.
 */
export const ATTACHMENT_CONTENT_TYPE = 'application/octet-stream';
export const ATTACHMENT_TYPE_MESSAGE = '仅支持上传 doc、docx、xls、xlsx、ppt、pptx、pdf、wps、png、jpg 文件';
export const isUploadableAttachmentName = (name: string): boolean =>
  (DOWNLOADABLE_TYPES as readonly string[]).includes(fileExtension(name));

/** Files under /fileProxy: image upload (raw image body), download tickets and the download itself. */
export const FILE_ENDPOINTS = {
  /** Body: the raw image bytes with their Content-Type (no multipart), so progress is simple. */
  upload: post(file, '/api/file/upload', { query: uploadQuerySchema, answer: uploadedFileSchema }),
  /** Body: the raw bytes of a document or image (`application/octet-stream`). */
  uploadAttachment: post(file, '/api/file/upload-attachment', { query: uploadQuerySchema, answer: uploadedFileSchema }),
  downloadTicket: post(file, '/api/file/download-ticket', {
    body: downloadTicketBodySchema,
    answer: downloadTicketSchema,
  }),
  /** Answers the file itself, not an envelope. */
  downloadOrgFile: get(file, '/api/file/downloadOrgFile', { query: downloadOrgFileQuerySchema }),
};
