import { DOWNLOADABLE_TYPES } from '@afp/contract';
import { describe, expect, it } from 'vitest';
import { contentDisposition, contentTypeOf, downloadNameOf, isSafeStorageKey, sniffContentType } from './file.rules.ts';

describe('isSafeStorageKey', () => {
  it.each(['org-files/anti-fraud-handbook.pdf', 'org-files/publicity-poster.png', 'a.pdf', 'a/b/c/报告.docx'])(
    'accepts the relative key %s',
    (key) => {
      expect(isSafeStorageKey(key)).toBe(true);
    },
  );

  it.each([
    ['a parent segment', '../x.pdf'],
    ['an absolute path', '/etc/passwd'],
    ['a parent segment inside', 'a/../../b.pdf'],
    ['a backslash', 'a\\b.pdf'],
    ['an outside URL', 'http://evil/x.pdf'],
    ['a file URL', 'file:///x'],
    ['a Windows drive', 'C:/x.pdf'],
    ['nothing', ''],
    ['a NUL byte', 'a.pdf\0.png'],
    ['a current-directory segment', 'a/./b.pdf'],
    ['an empty segment', 'a//b.pdf'],
    ['a trailing slash', 'a/'],
    ['an over-long key', `${'a'.repeat(520)}.pdf`],
  ])('refuses %s (%s)', (_why, key) => {
    expect(isSafeStorageKey(key)).toBe(false);
  });
});

describe('contentTypeOf: only the types of spec §5 are served', () => {
  it.each([
    ['handbook.pdf', 'application/pdf'],
    ['POSTER.PNG', 'image/png'],
    ['photo.jpg', 'image/jpeg'],
    ['notice.doc', 'application/msword'],
    ['notice.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['sheet.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ])('%s is served as %s', (name, type) => {
    expect(contentTypeOf(name)).toBe(type);
  });

  it.each(DOWNLOADABLE_TYPES)('has a content type for .%s', (ext) => {
    expect(contentTypeOf(`x.${ext}`)).toMatch(/^(application|image)\//);
  });

  it.each(['notes.txt', 'setup.exe', 'page.html', 'logo.svg', 'anim.gif', 'script.js', 'README', 'x.pdf.html'])(
    'serves nothing for %s',
    (name) => {
      expect(contentTypeOf(name)).toBeUndefined();
    },
  );
});

describe('contentDisposition', () => {
  it('shows a file inline or offers it as an attachment', () => {
    expect(contentDisposition('handbook.pdf', true)).toBe(
      `inline; filename="handbook.pdf"; filename*=UTF-8''handbook.pdf`,
    );
    expect(contentDisposition('handbook.pdf', false)).toMatch(/^attachment; filename="handbook\.pdf"/);
  });

  it('keeps a Chinese name in filename* and an ASCII fallback in filename', () => {
    const header = contentDisposition('反诈手册.pdf', true);
    expect(header).toContain(`filename*=UTF-8''${encodeURIComponent('反诈手册.pdf')}`);
    expect(header).toContain('filename="____.pdf"');
    expect(header).toMatch(/^[\x20-\x7e]+$/);
  });

  it('cannot be used to inject quotes or header lines', () => {
    const header = contentDisposition('a"b\\c\r\nSet-Cookie: x=1.pdf', false);
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toContain('filename="a_b_c__Set-Cookie: x=1.pdf"');
  });
});

describe('sniffContentType: the bytes decide', () => {
  it.each([
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0], 'image/png'],
    [[0xff, 0xd8, 0xff, 0xe0], 'image/jpeg'],
    [[...Buffer.from('%PDF-1.4')], 'application/pdf'],
    [[...Buffer.from('<html>')], undefined],
    [[], undefined],
  ])('%j is %s', (bytes, type) => {
    expect(sniffContentType(Buffer.from(bytes))).toBe(type);
  });
});

describe('downloadNameOf', () => {
  it.each([
    ['现场照片.png', 'image/png', '现场照片.png'],
    ['IMG_1.JPEG', 'image/jpeg', 'IMG_1.JPEG'],
    ['evil.html', 'image/png', 'evil.html.png'],
    ['photo.png', 'image/jpeg', 'photo.png.jpg'],
    ['../../a/b.png', 'image/png', 'b.png'],
    ['a\r\nb.png', 'image/png', 'ab.png'],
    ['   ', 'image/png', 'file.png'],
    ['\uD800x.png', 'image/png', 'x.png'],
  ])('%j holding %s is offered as %j', (name, type, expected) => {
    expect(downloadNameOf(name, type)).toBe(expected);
  });

  it('cuts a long name at a whole character and keeps the extension', () => {
    const name = downloadNameOf('😀'.repeat(300), 'image/png');
    expect(name.endsWith('.png')).toBe(true);
    expect(() => encodeURIComponent(name)).not.toThrow();
  });
});
