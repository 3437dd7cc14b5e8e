import { z } from 'zod';
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
  url: z.string().min(1).max(512),
  name: z.string().min(1).max(255),
});
export const downloadTicketSchema = z.object({ ticket: z.string(), expiresAt: z.string() });
export const downloadOrgFileQuerySchema = z.object({
  url: z.string().min(1).max(512),
  name: z.string().min(1).max(255),
  token: z.string().min(1).max(128),
  online: z.enum(['true', 'false']).optional(),
});

/** Photo upload (feedback photos): the raw image as the body, `image/png` or `image/jpeg`, at most 10 MB. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_IMAGE_TYPES = { 'image/png': 'png', 'image/jpeg': 'jpg' } as const;
export const uploadQuerySchema = z.object({ name: z.string().min(1).max(255) });
export const uploadedFileSchema = z.object({ key: z.string(), name: z.string(), size: z.number() });
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
/** Keys the server hands out for uploads; feedback photos must be such keys. */
export const UPLOAD_KEY_PATTERN = /^uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.(png|jpg)$/;

/** Files under /fileProxy: image upload (raw image body), download tickets and the download itself. */
export const FILE_ENDPOINTS = {
  /** Body: the raw image bytes with their Content-Type (no multipart), so progress is simple. */
  upload: post(file, '/api/file/upload', { query: uploadQuerySchema, answer: uploadedFileSchema }),
  downloadTicket: post(file, '/api/file/download-ticket', {
    body: downloadTicketBodySchema,
    answer: downloadTicketSchema,
  }),
  /** Answers the file itself, not an envelope. */
  downloadOrgFile: get(file, '/api/file/downloadOrgFile', { query: downloadOrgFileQuerySchema }),
};
