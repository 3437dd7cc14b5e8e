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

/** The file's own first bytes decide its type, never the name or header a client sends. */
export function sniffContentType(content: Buffer): 'image/png' | 'image/jpeg' | 'application/pdf' | undefined {
  if (content.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (content[0] === 0xff && content[1] === 0xd8 && content[2] === 0xff) return 'image/jpeg';
  if (content.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return undefined;
}

const EXTENSION_OF: Record<string, string> = Object.fromEntries(
  Object.entries(CONTENT_TYPES).map(([ext, type]) => [type, ext]),
);

/**
 * The name a stored file is offered under: the client's name without path or control
 * characters, its extension made to match the detected type (`x.html` holding a PNG → `x.html.png`).
 */
export function downloadNameOf(name: string, contentType: string): string {
  const ext = EXTENSION_OF[contentType] ?? 'bin';
  // Whole code points only: a lone surrogate or a cut pair would make encodeURIComponent throw.
  const characters = Array.from(name.split(/[\\/]/).pop() ?? '').filter(
    (c) => c >= ' ' && c !== '\u007f' && !/^[\uD800-\uDFFF]$/.test(c),
  );
  const base = characters.slice(0, 240).join('').trim() || 'file';
  const current = fileExtension(base);
  return current === ext || (ext === 'jpg' && current === 'jpeg') ? base : `${base}.${ext}`;
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
