import { DOWNLOADABLE_TYPES, fileExtension } from '@afp/contract';

const CONTENT_TYPES: Record<(typeof DOWNLOADABLE_TYPES)[number], string> = {
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  pdf: 'application/pdf',
  wps: 'application/vnd.ms-works',
  png: 'image/png',
  jpg: 'image/jpeg',
};

/** Content type of a servable file, or undefined for every type the spec does not list. */
export function contentTypeOf(name: string): string | undefined {
  const ext = fileExtension(name);
  return (DOWNLOADABLE_TYPES as readonly string[]).includes(ext)
    ? CONTENT_TYPES[ext as keyof typeof CONTENT_TYPES]
    : undefined;
}

/**
 * A storage key is a relative path of plain segments. Anything that could leave the storage
 * directory (`..`, absolute paths, backslashes) or name an outside resource (`http:`) is refused.
 */
export function isSafeStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  if (key.startsWith('/') || key.includes('\\') || key.includes('\0') || key.includes(':')) return false;
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** RFC 6266 / 5987: an ASCII fallback plus the UTF-8 name, so Chinese names survive. */
export function contentDisposition(name: string, inline: boolean): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
