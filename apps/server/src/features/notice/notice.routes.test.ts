import { NOTICE_ENDPOINTS, urlOf, type NoticeRecord } from '@afp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../seed/demo-city.ts';
import { loginGuard, loginOa } from '../../testing/sessions.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { pushWarning } from '../../testing/warning-factory.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let guard: string;
let teamAdmin: string;
let neighbour: string;
let ownNoticeWarningId: string;
let neighbourNoticeWarningId: string;

const HOME = 'org-d1-s1-c1';
const NEIGHBOUR = 'org-d1-s1-c2';

beforeAll(async () => {
  t = await buildTestApp();
  guard = (await loginGuard(t.app, DEMO_LOGINS.guard)).token;
  teamAdmin = (await loginGuard(t.app, DEMO_LOGINS.guardTeamAdmin)).token;
  neighbour = (await loginGuard(t.app, DEMO_LOGINS.neighbourTeamAdmin)).token;
  ownNoticeWarningId = (await pushWarning(t.app, t.db, { orgId: HOME })).warningId;
  await pushWarning(t.app, t.db, { orgId: HOME });
  neighbourNoticeWarningId = (await pushWarning(t.app, t.db, { orgId: NEIGHBOUR })).warningId;
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { authorization: token } });
const post = (url: string, token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: token }, ...(payload ? { payload } : {}) });

async function page(token: string, query = '') {
  const response = await get(`${urlOf(NOTICE_ENDPOINTS.page)}${query}`, token);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { records: NoticeRecord[]; total: number; nextCursor: string | null } }>().data;
}
async function unread(token: string): Promise<number> {
  const response = await get(urlOf(NOTICE_ENDPOINTS.unreadCount), token);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { unread: number } }>().data.unread;
}
const noticeOf = async (token: string, warningId: string) => {
  const found = (await page(token, '?pageSize=100')).records.find((notice) => notice.warningId === warningId);
  if (!found) throw new Error(`no notice of warning ${warningId}`);
  return found;
};

describe('notices: scoped to the caller organisation', () => {
  it("lists the organisation's notices newest first, never another organisation's", async () => {
    const { records } = await page(guard, '?pageSize=100');

    expect(records.map((notice) => notice.warningId)).toContain(ownNoticeWarningId);
    expect(records.map((notice) => notice.warningId)).not.toContain(neighbourNoticeWarningId);
    expect(records[0]).toMatchObject({
      kind: 'new_warning',
      isRead: false,
      message: expect.stringContaining('待签收'),
    });
    const times = records.map((notice) => notice.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("refuses to mark another organisation's notice read, as if it did not exist", async () => {
    const theirs = await noticeOf(neighbour, neighbourNoticeWarningId);
    const before = await unread(neighbour);

    const response = await post(urlOf(NOTICE_ENDPOINTS.read), guard, { id: theirs.id });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404, success: false });
    expect(await unread(neighbour)).toBe(before);
  });

  it('shows an oa account the notices of its own organisation only', async () => {
    const oa = await loginOa(t.app);
    const { records } = await page(oa, '?pageSize=100');
    expect(records.map((notice) => notice.warningId)).not.toContain(ownNoticeWarningId);
  });
});

describe('notices: read state per account', () => {
  it('marks a notice read for the caller only; idempotent', async () => {
    const own = await noticeOf(guard, ownNoticeWarningId);
    const [guardBefore, adminBefore] = [await unread(guard), await unread(teamAdmin)];
    expect(guardBefore).toBeGreaterThanOrEqual(2);

    const first = await post(urlOf(NOTICE_ENDPOINTS.read), guard, { id: own.id });
    const again = await post(urlOf(NOTICE_ENDPOINTS.read), guard, { id: own.id });

    expect(first.json()).toMatchObject({ code: 200, data: { unread: guardBefore - 1 } });
    expect(again.json()).toMatchObject({ code: 200, data: { unread: guardBefore - 1 } });
    expect((await noticeOf(guard, ownNoticeWarningId)).isRead).toBe(true);
    expect(await unread(teamAdmin)).toBe(adminBefore);
    expect((await noticeOf(teamAdmin, ownNoticeWarningId)).isRead).toBe(false);
  });

  it('marks all read for the caller, leaving a new notice unread', async () => {
    const response = await post(urlOf(NOTICE_ENDPOINTS.readAll), guard);
    expect(response.json()).toMatchObject({ code: 200, data: { unread: 0 } });
    expect((await page(guard, '?pageSize=100')).records.every((notice) => notice.isRead)).toBe(true);
    expect(await unread(teamAdmin)).toBeGreaterThan(0);

    await pushWarning(t.app, t.db, { orgId: HOME });
    expect(await unread(guard)).toBe(1);
  });
});

describe('notices: paging and bad input', () => {
  it('pages by cursor without repeating a notice', async () => {
    const first = await page(guard, '?pageSize=1');
    expect(first.nextCursor).not.toBeNull();
    const second = await page(guard, `?pageSize=1&cursor=${first.nextCursor ?? ''}`);
    expect(second.records[0]?.id).not.toBe(first.records[0]?.id);
    expect(second.total).toBe(first.total);
  });

  it.each([
    ['a missing id', urlOf(NOTICE_ENDPOINTS.read), {}],
    ['an id with a NUL byte', urlOf(NOTICE_ENDPOINTS.read), { id: 'a\u0000b' }],
    ['an over-long id', urlOf(NOTICE_ENDPOINTS.read), { id: 'x'.repeat(65) }],
  ])('answers %s with a 400 envelope', async (_, url, payload) => {
    const response = await post(url, guard, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, success: false });
  });

  it('answers a forged cursor and a bad page size with a 400 envelope', async () => {
    for (const query of ['?cursor=not-a-cursor', '?pageSize=0', '?pageSize=abc']) {
      const response = await get(`${urlOf(NOTICE_ENDPOINTS.page)}${query}`, guard);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 400, success: false });
    }
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: urlOf(NOTICE_ENDPOINTS.unreadCount) });
    expect(response.statusCode).toBe(401);
  });
});
