import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@afp/contract';
import { decidePreview, previewFile, type PreviewDeps } from './file-preview';

const depsWith = (overrides: Partial<PreviewDeps> = {}, isAvailable = false): PreviewDeps => ({
  workplaceApp: { isAvailable, previewDoc: vi.fn(async () => undefined) },
  configure: vi.fn(async () => true),
  fileUrlOf: vi.fn(async (file) => `/fileProxy/api/file/downloadOrgFile?url=${file.url}&token=tk&online=true`),
  openUrl: vi.fn(),
  showImage: vi.fn(),
  toast: vi.fn(),
  ...overrides,
});

describe('decidePreview', () => {
  it.each(['a.doc', 'a.docx', 'a.xls', 'a.xlsx', 'a.ppt', 'a.pptx', 'a.pdf', 'A.WPS'])('%s is a document', (name) => {
    expect(decidePreview(name, true)).toBe('workplace-doc');
    expect(decidePreview(name, false)).toBe('open-url');
  });
  it.each(['a.png', 'a.jpg'])('%s is an image', (name) => expect(decidePreview(name, true)).toBe('image'));
  it.each(['a.zip', 'a.gif', 'noext', 'a.jpeg'])('%s is unsupported', (name) =>
    expect(decidePreview(name, true)).toBe('unsupported'),
  );
});

describe('previewFile', () => {
  it('unsupported types toast the spec text and fetch nothing', async () => {
    const deps = depsWith();
    await previewFile({ url: 'k/a.zip', name: 'a.zip' }, deps);
    expect(deps.toast).toHaveBeenCalledWith(MESSAGES.previewUnsupported);
    expect(deps.fileUrlOf).not.toHaveBeenCalled();
  });

  it('documents use the workplace app when available', async () => {
    const deps = depsWith({}, true);
    await previewFile({ url: 'k/a.pdf', name: 'a.pdf' }, deps);
    expect(deps.workplaceApp.previewDoc).toHaveBeenCalledWith(expect.objectContaining({ name: 'a.pdf' }));
    expect(deps.openUrl).not.toHaveBeenCalled();
  });

  it('documents open the inline URL outside the workplace app', async () => {
    const deps = depsWith();
    await previewFile({ url: 'k/a.docx', name: 'a.docx' }, deps);
    expect(deps.openUrl).toHaveBeenCalledWith(expect.stringContaining('online=true'));
  });

  it('images show in the viewer; failures toast 图片预览失败 / 文件预览失败', async () => {
    const deps = depsWith();
    await previewFile({ url: 'k/a.png', name: 'a.png' }, deps);
    expect(deps.showImage).toHaveBeenCalled();
    const failing = depsWith({ fileUrlOf: vi.fn(async () => Promise.reject(new Error('x'))) });
    await previewFile({ url: 'k/a.jpg', name: 'a.jpg' }, failing);
    expect(failing.toast).toHaveBeenCalledWith(MESSAGES.imagePreviewFailed);
    await previewFile({ url: 'k/a.pdf', name: 'a.pdf' }, failing);
    expect(failing.toast).toHaveBeenCalledWith(MESSAGES.filePreviewFailed);
  });
});
