import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadImage } from './file-upload';

/** Answers every send with one fixed status and body, as a gateway in front of the server would. */
const fakeXhrAnswering = (status: number, responseText: string) =>
  class {
    status = status;
    responseText = responseText;
    timeout = 0;
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    send() {
      queueMicrotask(() => this.onload?.());
    }
  };

afterEach(() => vi.unstubAllGlobals());

describe('uploadImage', () => {
  it('reports a gateway 502 page as service unavailable', async () => {
    vi.stubGlobal('XMLHttpRequest', fakeXhrAnswering(502, '<html>502 Bad Gateway</html>'));
    const photo = new File(['x'], 'a.png', { type: 'image/png' });
    await expect(uploadImage(photo, () => undefined)).rejects.toMatchObject({
      code: 502,
      message: '服务暂时不可用，请稍后重试',
    });
  });
});
