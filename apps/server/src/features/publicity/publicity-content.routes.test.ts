import {
  PUBLICITY_CONTENT_LIMITS,
  PUBLICITY_ENDPOINTS as P,
  PUBLICITY_VIDEO_URL_MESSAGE,
  type Endpoint,
} from '@afp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLog, storedFile } from '../../db/schema.ts';
import { DEMO_LOGINS } from '../../seed/demo-city.ts';
import { loginGuard, loginOa, loginStationOa } from '../../testing/sessions.ts';
import { buildTestApp, sendAs } from '../../testing/test-app.ts';
import { uploadedKey } from '../../testing/requests.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
const s = {} as Record<'centre' | 'district' | 'station' | 'guard', string>;

beforeAll(async () => {
  t = await buildTestApp();
  s.centre = await loginOa(t.app, 'oaAdmin');
  s.district = await loginOa(t.app, 'oaStaff');
  s.station = await loginStationOa(t.app, t.db);
  s.guard = (await loginGuard(t.app, DEMO_LOGINS.guard)).token;
});
afterAll(() => t.close());

const send = (endpoint: Endpoint, token: string, input: Record<string, unknown> = {}) =>
  sendAs(t.app, endpoint, token, input);

const uploadPdf = (token: string) => uploadedKey(t.app, { as: token, name: '防骗手册.pdf', attachment: true });

const FORM = {
  kind: 'DOCUMENT',
  category: 'ELDERLY',
  title: '老年人防范保健品诈骗手册',
  summary: '识破“免费体检”“高价保健品”套路。',
  body: '一、不贪小便宜；二、不轻信陌生来电。',
  fraudTypeCodes: ['PRIZE'],
};
const feedIds = async (token: string) =>
  ((await send(P.contentPage, token, { category: 'ELDERLY' })).json().data.records as { id: string }[]).map(
    (item) => item.id,
  );

describe('publishing the content library', () => {
  it('lets district oa publish a document for its subtree: the guard sees it with its file, the log says 新建 → PUBLISHED', async () => {
    const key = await uploadPdf(s.district);
    const created = await send(P.contentCreate, s.district, { ...FORM, attachments: [key] });
    expect(created.statusCode).toBe(200);
    const { id, state, version } = created.json().data;
    expect({ state, version }).toEqual({ state: 'PUBLISHED', version: 0 });
    expect(await feedIds(s.guard)).toContain(id);
    const detail = (await send(P.contentInfo, s.guard, { id })).json().data;
    expect(detail).toMatchObject({ title: FORM.title, file: { key, name: '防骗手册.pdf' }, mayManage: false });
    const [file] = await t.db.select().from(storedFile).where(eq(storedFile.key, key));
    expect(file).toMatchObject({ ownerType: 'publicity_content', ownerId: id });
    const logs = await t.db.select().from(operationLog).where(eq(operationLog.entityId, id)).orderBy(operationLog.id);
    expect(logs.map((row) => [row.action, row.fromState, row.toState])).toEqual([
      ['publicity.content.create', null, 'PUBLISHED'],
    ]);
  });

  it('updates at the version seen (a stale version is 409) and withdraws: withdrawn content is gone from the guard feed', async () => {
    const { id } = (await send(P.contentCreate, s.district, FORM)).json().data;
    const updated = await send(P.contentUpdate, s.district, { ...FORM, id, version: 0, title: '保健品骗局再提醒' });
    expect(updated.json().data).toMatchObject({ state: 'PUBLISHED', version: 1 });
    expect((await send(P.contentUpdate, s.district, { ...FORM, id, version: 0 })).statusCode).toBe(409);
    expect((await send(P.contentWithdraw, s.district, { id, version: 0 })).statusCode).toBe(409);

    const withdrawn = await send(P.contentWithdraw, s.district, { id, version: 1 });
    expect(withdrawn.json().data).toMatchObject({ state: 'WITHDRAWN', version: 2 });
    expect(await feedIds(s.guard)).not.toContain(id);
    expect((await send(P.contentInfo, s.guard, { id })).statusCode).toBe(404);
    // The publisher still sees it, withdrawn and no longer editable (an illegal move is 409).
    expect((await send(P.contentInfo, s.district, { id })).json().data).toMatchObject({
      state: 'WITHDRAWN',
      mayManage: true,
    });
    expect((await send(P.contentWithdraw, s.district, { id, version: 2 })).statusCode).toBe(409);
    const logs = await t.db.select().from(operationLog).where(eq(operationLog.entityId, id)).orderBy(operationLog.id);
    expect(logs.map((row) => row.action)).toEqual([
      'publicity.content.create',
      'publicity.content.update',
      'publicity.content.withdraw',
    ]);
  });

  it('is for centre and district oa only: guards and station oa get 403, the centre’s content is read-only for a district, unknown ids 404', async () => {
    expect((await send(P.contentCreate, s.guard, FORM)).statusCode).toBe(403);
    expect((await send(P.contentCreate, s.station, FORM)).statusCode).toBe(403);
    const { id } = (await send(P.contentCreate, s.centre, FORM)).json().data;
    // The district reads the centre's item but may not change it.
    expect((await send(P.contentWithdraw, s.district, { id, version: 0 })).statusCode).toBe(403);
    expect((await send(P.contentWithdraw, s.guard, { id, version: 0 })).statusCode).toBe(403);
    expect((await send(P.contentWithdraw, s.centre, { id: 'no-such-content', version: 0 })).statusCode).toBe(404);
    // The centre manages what its districts published.
    const own = (await send(P.contentCreate, s.district, FORM)).json().data.id as string;
    expect((await send(P.contentWithdraw, s.centre, { id: own, version: 0 })).statusCode).toBe(200);
  });

  it('refuses bad input with 400 naming the field, bounded by the columns', async () => {
    const fieldOf = async (body: Record<string, unknown>) => {
      const response = await send(P.contentCreate, s.district, body);
      expect(response.statusCode).toBe(400);
      return JSON.stringify(response.json());
    };
    expect(await fieldOf({ ...FORM, title: '' })).toContain('title');
    expect(await fieldOf({ ...FORM, title: '标'.repeat(PUBLICITY_CONTENT_LIMITS.title + 1) })).toContain('title');
    expect(await fieldOf({ ...FORM, kind: 'SPAM' })).toContain('kind');
    expect(await fieldOf({ ...FORM, fraudTypeCodes: ['A', 'B', 'C', 'D', 'E', 'F'] })).toContain('fraudTypeCodes');
    expect(await fieldOf({ ...FORM, fraudTypeCodes: ['NO_SUCH_TYPE'] })).toContain('fraudTypeCodes');
    expect(await fieldOf({ ...FORM, videoUrl: 'not a url' })).toContain('videoUrl');
    expect(await fieldOf({ ...FORM, body: 'x'.repeat(PUBLICITY_CONTENT_LIMITS.body + 1) })).toContain('body');
    // A file that is not the caller's fresh upload is refused as a whole.
    const othersKey = await uploadPdf(s.centre);
    const refused = await send(P.contentCreate, s.district, { ...FORM, attachments: [othersKey] });
    expect(refused.statusCode).toBe(400);
  });

  it('publishes a video from an https address on the media hosts only, refusing others with a clear message', async () => {
    const video = { ...FORM, kind: 'VIDEO' };
    for (const videoUrl of [
      'javascript:alert(document.cookie)',
      'http://fanzha.example.gov.cn/video/1.mp4',
      'data:video/mp4;base64,AAAA',
    ]) {
      const refused = await send(P.contentCreate, s.district, { ...video, videoUrl });
      expect(refused.statusCode, videoUrl).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, data: { field: 'videoUrl' } });
      expect(refused.json().message).toContain(PUBLICITY_VIDEO_URL_MESSAGE);
    }
    // An https address elsewhere than MEDIA_HOSTS would never play on the phone (CSP media-src).
    const elsewhere = await send(P.contentCreate, s.district, { ...video, videoUrl: 'https://v.example.com/1.mp4' });
    expect(elsewhere.json()).toMatchObject({
      code: 400,
      message: '视频地址须为已登记视频平台（fanzha.example.gov.cn）的地址',
      data: { field: 'videoUrl' },
    });
    const created = await send(P.contentCreate, s.district, {
      ...video,
      videoUrl: 'https://fanzha.example.gov.cn/video/1.mp4',
    });
    expect(created.statusCode).toBe(200);
    const { id, version } = created.json().data;
    const edited = await send(P.contentUpdate, s.district, { ...video, id, version, videoUrl: 'javascript:alert(1)' });
    expect(edited.statusCode).toBe(400);
  });
});
