import { fileExtension } from '@afp/contract';
import { contentTypeOf, sniffContentType } from './file.rules.ts';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** Office Open XML files are ZIP archives; the older Office and WPS files are OLE compound files. */
const ZIP_DOCUMENTS = ['docx', 'xlsx', 'pptx'];
const OLE_DOCUMENTS = ['doc', 'xls', 'ppt', 'wps'];

/**
 * The content type of an attachment: PDF and images from their bytes alone; Office documents
 * from their container's bytes (ZIP or OLE) plus a name of that family. Anything else: undefined.
 */
export function attachmentTypeOf(content: Buffer, name: string): string | undefined {
  const sniffed = sniffContentType(content);
  if (sniffed) return sniffed;
  const ext = fileExtension(name);
  if (content.subarray(0, 4).equals(ZIP_MAGIC) && ZIP_DOCUMENTS.includes(ext)) return contentTypeOf(name);
  if (content.subarray(0, 8).equals(OLE_MAGIC) && OLE_DOCUMENTS.includes(ext)) return contentTypeOf(name);
  return undefined;
}
