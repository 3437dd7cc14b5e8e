import { DOWNLOAD_TICKET_TTL_MS, ERROR_CODES, FILE_ENDPOINTS, urlOf } from '@afp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFile } from '../../db/schema.ts';
import { loginGuard, loginOa } from '../../testing/sessions.ts';
import { resetClockPerTest } from '../../testing/clock-per-test.ts';
import { buildTestApp } from '../../testing/test-app.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let session: string;
beforeAll(async () => {
  t = await buildTestApp();
  session = await loginOa(t.app);
});
resetClockPerTest(() => t.clock);
afterAll(() => t.close());

const HANDBOOK = { url: 'org-files/anti-fraud-handbook.pdf', name: '反诈手册.pdf' };
const POSTER = { url: 'org-files/publicity-poster.png', name: '宣传海报.png' };
const TICKET_INVALID = {
  code: 401,
  success: false,
  message: '下载链接已失效，请重新打开',
  data: { errorCode: ERROR_CODES.ticketInvalid },
};

const requestTicket = (file: { url: string; name: string }, token = session) =>
  t.app.inject({
    method: 'POST',
    url: urlOf(FILE_ENDPOINTS.downloadTicket),
    payload: file,
    headers: { authorization: token },
  });
async function ticketFor(file: { url: string; name: string }): Promise<string> {
  const response = await requestTicket(file);
  expect(response.statusCode).toBe(200);
  return response.json().data.ticket as string;
}
const download = (query: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: `${urlOf(FILE_ENDPOINTS.downloadOrgFile)}?${new URLSearchParams(query).toString()}`,
  });

describe('POST /api/file/download-ticket', () => {
  it('issues a one-minute ticket to a logged-in user', async () => {
    const response = await requestTicket(HANDBOOK);
    expect(response.json()).toMatchObject({ code: 200, success: true });
    const { ticket, expiresAt } = response.json().data;
    expect(ticket).toMatch(/^[\w-]{40,}$/);
    expect(new Date(expiresAt).getTime()).toBe(t.clock.now().getTime() + DOWNLOAD_TICKET_TTL_MS);
    expect(DOWNLOAD_TICKET_TTL_MS).toBe(60_000);
  });

  it('works for every login type (here: a guard)', async () => {
    expect((await requestTicket(POSTER, (await loginGuard(t.app)).token)).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: urlOf(FILE_ENDPOINTS.downloadTicket),
      payload: HANDBOOK,
    });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    '../x.pdf',
    'org-files/../../secret.pdf',
    '/etc/passwd.pdf',
    'http://evil.example/x.pdf',
    'file:///x.pdf',
    'a\\b.pdf',
  ])('refuses the key %s with a 400 envelope', async (url) => {
    const response = await requestTicket({ url, name: 'x.pdf' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, success: false, message: '文件地址不合法' });
  });

  it.each([
    ['a text file', { url: 'org-files/notes.txt', name: 'notes.txt' }],
    ['a program', { url: 'org-files/setup.exe', name: 'setup.exe' }],
    ['a web page', { url: 'org-files/page.html', name: 'page.html' }],
    ['an .html key offered under a PDF name', { url: 'org-files/page.html', name: 'handbook.pdf' }],
  ])('answers 404 for %s that was never stored, whatever its name', async (_what, file) => {
    const response = await requestTicket(file);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 404,
      success: false,
      message: '文件不存在',
      data: { errorCode: ERROR_CODES.notFound },
    });
  });

  it('serves a stored PDF as a PDF under its recorded name, whatever name the client sends', async () => {
    const ticket = (await requestTicket({ url: HANDBOOK.url, name: 'handbook.html' })).json().data.ticket as string;
    const response = await download({ url: HANDBOOK.url, name: 'handbook.html', token: ticket });
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(HANDBOOK.name)}`);
  });
});

describe('GET /api/file/downloadOrgFile', () => {
  it('shows the file inline with online=true', async () => {
    const response = await download({ ...HANDBOOK, token: await ticketFor(HANDBOOK), online: 'true' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^inline; /);
    expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(HANDBOOK.name)}`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  });

  it('offers the file as an attachment without online', async () => {
    const response = await download({ ...POSTER, token: await ticketFor(POSTER) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toMatch(/^attachment; /);
    expect(response.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('accepts a ticket only once', async () => {
    const ticket = await ticketFor(HANDBOOK);
    expect((await download({ ...HANDBOOK, token: ticket })).statusCode).toBe(200);
    const again = await download({ ...HANDBOOK, token: ticket });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(TICKET_INVALID);
  });

  it('refuses a ticket after 60 seconds', async () => {
    const ticket = await ticketFor(HANDBOOK);
    t.clock.advance(DOWNLOAD_TICKET_TTL_MS);
    const late = await download({ ...HANDBOOK, token: ticket });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual(TICKET_INVALID);
  });

  it('accepts a ticket just before it expires', async () => {
    const ticket = await ticketFor(HANDBOOK);
    t.clock.advance(DOWNLOAD_TICKET_TTL_MS - 1000);
    expect((await download({ ...HANDBOOK, token: ticket })).statusCode).toBe(200);
  });

  it('does not let a ticket for one file fetch another, nor spend the ticket', async () => {
    const ticket = await ticketFor(HANDBOOK);
    const other = await download({ ...POSTER, token: ticket });
    expect(other.statusCode).toBe(401);
    expect(other.json()).toEqual(TICKET_INVALID);
    expect((await download({ ...HANDBOOK, token: ticket })).statusCode).toBe(200);
  });

  it('does not take the session token in place of a ticket', async () => {
    const response = await download({ ...HANDBOOK, token: session });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(TICKET_INVALID);
  });

  it('answers 400 without a ticket', async () => {
    const response = await download(HANDBOOK);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, success: false, data: { errorCode: ERROR_CODES.validation } });
  });

  it('answers 404 for a recorded file that is not in storage', async () => {
    const missing = { url: 'org-files/missing.pdf', name: 'missing.pdf' };
    await t.db.insert(storedFile).values({
      key: missing.url,
      purpose: 'org_file',
      name: missing.name,
      contentType: 'application/pdf',
      size: 1,
      orgId: 'org-centre',
      orgPath: '/org-centre/',
      ownerType: 'org',
      ownerId: 'org-centre',
      createdAt: t.clock.now(),
    });
    const response = await download({ ...missing, token: await ticketFor(missing) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404, success: false, message: '文件不存在' });
  });

  it('never serves a path outside storage, whatever the ticket', async () => {
    const ticket = await ticketFor(HANDBOOK);
    for (const url of [
      '../anti-fraud-handbook.pdf',
      'org-files/../org-files/anti-fraud-handbook.pdf',
      'http://evil.example/x.pdf',
    ]) {
      const response = await download({ url, name: 'x.pdf', token: ticket });
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('%PDF');
    }
  });
});
