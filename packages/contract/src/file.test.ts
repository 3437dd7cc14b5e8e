import { describe, expect, it } from 'vitest';
import { fileExtension, previewKindOf } from './file.ts';

describe('previewKindOf (spec §5 document preview)', () => {
  it.each(['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'pdf', 'wps'])('previews .%s as a document', (ext) => {
    expect(previewKindOf(`通知.${ext}`)).toBe('document');
  });

  it.each(['png', 'jpg'])('previews .%s as an image', (ext) => {
    expect(previewKindOf(`poster.${ext}`)).toBe('image');
  });

  it.each(['a.gif', 'a.txt', 'a.exe', 'a.html', 'a.svg', 'a.zip', 'README', 'a.', 'a.pdf.exe', 'pdf'])(
    'does not preview "%s"',
    (name) => {
      expect(previewKindOf(name)).toBe('unsupported');
    },
  );

  it.each([
    ['REPORT.PDF', 'document'],
    ['Budget.XlsX', 'document'],
    ['PHOTO.JPG', 'image'],
    ['poster.Png', 'image'],
  ] as const)('ignores case: "%s" is %s', (name, kind) => {
    expect(previewKindOf(name)).toBe(kind);
  });
});

describe('fileExtension', () => {
  it.each([
    ['handbook.pdf', 'pdf'],
    ['archive.tar.GZ', 'gz'],
    ['org-files/anti-fraud-handbook.PDF', 'pdf'],
    ['README', ''],
    ['trailing.', ''],
  ])('"%s" → "%s"', (name, ext) => {
    expect(fileExtension(name)).toBe(ext);
  });
});
