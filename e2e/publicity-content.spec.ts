import { PUBLICITY_ENDPOINTS, PUBLICITY_VIDEO_URL_MESSAGE, urlOf } from '@afp/contract';
import { describe, expect, it } from 'vitest';
import { loginOaByPassword, storedString, useJourney, waitForRoute } from './support/browser.ts';
import type { Page } from 'playwright-core';
import { settle, tapTo } from './support/warnings.ts';

const PATH = {
  publish: '/pages/publicity/content/publish',
  detail: '/pages/packageSubGuard/publicity-detail/publicity-detail',
};
// The seeded videos' host, MEDIA_HOSTS' default (apps/server/src/config.ts).
const DEMO_MEDIA_HOST = 'https://fanzha.example.gov.cn';
const TITLE = `警惕“保健品讲座”骗局 ${Date.now()}`;
// A minimal PDF: the server recognises a document by its bytes.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('publishing the publicity content library', () => {
  const journey = useJourney();

  it('the centre publishes a document with its file from the oa home, then withdraws it after confirming', async () => {
    const { page } = journey;
    await loginOaByPassword(journey, 'admin', 'admin_123');
    await tapTo(page, page.getByRole('button', { name: '发布宣传内容' }), PATH.publish);

    await page.getByTestId('content-title').locator('input').fill(TITLE);
    // A video address that is not https is refused on the phone, saying why, before anything is sent.
    await page.getByTestId('content-kind').getByText('视频', { exact: true }).tap();
    await page.getByTestId('content-video-url').locator('input').fill('javascript:alert(1)');
    await page.getByTestId('content-submit').tap();
    await expect.poll(() => page.getByText(PUBLICITY_VIDEO_URL_MESSAGE).count()).toBe(1);
    await page.screenshot({ path: '/tmp/publicity-video-url.png' });
    await page.getByTestId('content-kind').getByText('文档', { exact: true }).tap();
    await page.getByTestId('content-category').getByText('老年人防骗', { exact: true }).tap();
    await page.getByTestId('content-summary').locator('textarea').fill('免费体检、高价保健品，都是骗局。');
    await page
      .getByTestId('content-file-input')
      .setInputFiles({ name: '防骗手册.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect.poll(() => page.getByTestId('content-file-item').count()).toBe(1);
    await page.getByTestId('content-submit').tap();

    await waitForRoute(page, PATH.detail);
    await expect.poll(() => page.getByTestId('publicity-detail').textContent()).toContain(TITLE);
    // A person does not tap within the navigation throttle of arriving.
    await settle(page);
    await tapTo(page, page.getByTestId('publicity-manage'), PATH.publish);
    await page.getByTestId('content-withdraw').tap();
    await page.getByRole('button', { name: '确定' }).tap();
    await waitForRoute(page, PATH.detail);
    await expect.poll(() => page.getByTestId('publicity-withdrawn').count()).toBe(1);
  });

  it('a seeded video loads under the app’s Content-Security-Policy, its host asked and nothing refused', async () => {
    const { page } = journey;
    // Chromium reports what the CSP refuses as this event (before any request leaves the page).
    await page.addInitScript(() => {
      const refused: string[] = [];
      Object.assign(window, { refusedByCsp: refused });
      document.addEventListener('securitypolicyviolation', (event) =>
        refused.push(`${event.effectiveDirective} ${event.blockedURI}`),
      );
    });
    await loginOaByPassword(journey, 'admin', 'admin_123');
    const token = await storedString(page, 'token');
    const { body } = await journey.api<{ data: { records: { id: string }[] } }>(
      `${urlOf(PUBLICITY_ENDPOINTS.contentPage)}?kind=VIDEO&pageSize=1`,
      { headers: { authorization: token } },
    );
    const videoId = body.data.records[0]!.id;

    // The demo host is not reachable offline: it answers with a clip the phone itself recorded.
    const clip = Buffer.from(await recordClip(page), 'base64');
    const asked: string[] = [];
    await page.route(`${DEMO_MEDIA_HOST}/**`, async (route) => {
      asked.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'video/webm', body: clip });
    });
    await journey.open(`${PATH.detail}?id=${videoId}`);
    const video = page.getByTestId('publicity-video');
    await video.waitFor();
    const outcome = await video.evaluate(
      (element: HTMLVideoElement) =>
        new Promise<string>((resolve) => {
          element.onloadedmetadata = () => resolve('loaded');
          element.onerror = () => resolve(`error ${element.error?.code ?? ''}`);
          element.preload = 'metadata';
          element.load();
        }),
    );
    await page.screenshot({ path: '/tmp/publicity-video.png' });
    expect(outcome).toBe('loaded');
    expect(asked[0]).toMatch(new RegExp(`^${DEMO_MEDIA_HOST}/video/\\d+\\.mp4$`));
    const refused = await page.evaluate(() => (window as unknown as { refusedByCsp: string[] }).refusedByCsp);
    // Only media counts here: a library's probe for eval (refused by script-src, and caught) is no video's concern.
    expect(refused.filter((entry) => entry.startsWith('media-src'))).toEqual([]);
  });
});

/** A second of WebM recorded from a canvas in the page: a real video without a file in the repository. */
function recordClip(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 160, height: 90 });
    const context = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    for (let frame = 0; frame < 25; frame++) {
      context.fillStyle = `hsl(${frame * 14} 80% 50%)`;
      context.fillRect(0, 0, 160, 90);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
}
