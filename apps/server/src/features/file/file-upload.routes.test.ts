import { FILE_ENDPOINTS, UPLOAD_KEY_PATTERN, UPLOAD_MAX_BYTES, urlOf } from '@afp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFiles } from '../../seed/demo-files.ts';
import { loginGuard } from '../../testing/sessions.ts';
import { buildTestApp } from '../../testing/test-app.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let token: string;
const png = demoFiles().find((file) => file.key.endsWith('.png'))!.content;

beforeAll(async () => {
  t = await buildTestApp();
  token = (await loginGuard(t.app)).token;
});
afterAll(() => t.close());

const upload = (body: Buffer, contentType: string, headers: Record<string, string> = { authorization: token }) =>
  t.app.inject({
    method: 'POST',
    url: `${urlOf(FILE_ENDPOINTS.upload)}?name=${encodeURIComponent('现场照片.png')}`,
    headers: { ...headers, 'content-type': contentType },
    payload: body,
  });

describe('photo upload', () => {
  it('stores a png under a server-chosen key that can then be downloaded with a ticket', async () => {
    const response = await upload(png, 'image/png');
    expect(response.statusCode).toBe(200);
    const { key, size } = response.json().data;
    expect(key).toMatch(UPLOAD_KEY_PATTERN);
    expect(size).toBe(png.length);

    const ticket = await t.app.inject({
      method: 'POST',
      url: urlOf(FILE_ENDPOINTS.downloadTicket),
      headers: { authorization: token },
      payload: { url: key, name: '现场照片.png' },
    });
    const download = await t.app.inject({
      method: 'GET',
      url: `${urlOf(FILE_ENDPOINTS.downloadOrgFile)}?url=${encodeURIComponent(key)}&name=x.png&token=${ticket.json().data.ticket}&online=true`,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(png)).toBe(true);
  });

  it('refuses a file that only claims to be an image', async () => {
    const response = await upload(Buffer.from('<script>alert(1)</script>'), 'image/png');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('仅支持上传 png 或 jpg 图片');
  });

  it('refuses other content types, oversized bodies and callers without a session', async () => {
    expect((await upload(png, 'text/html')).statusCode).toBe(415);
    const tooBig = await upload(Buffer.concat([png, Buffer.alloc(UPLOAD_MAX_BYTES)]), 'image/png');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ success: false, message: '文件过大' });
    expect((await upload(png, 'image/png', {})).statusCode).toBe(401);
  });
});
