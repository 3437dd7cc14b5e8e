import { describe, expect, it } from 'vitest';
import { loginOaByPassword, useJourney, waitForRoute } from './support/browser.ts';
import { settle, tapTo } from './support/warnings.ts';

const PATH = {
  publish: '/pages/publicity/content/publish',
  detail: '/pages/packageSubGuard/publicity-detail/publicity-detail',
};
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
});
