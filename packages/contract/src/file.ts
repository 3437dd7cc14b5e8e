import { z } from 'zod';
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
