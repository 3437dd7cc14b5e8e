import {
  EARLY_WARNING_ENDPOINTS as E,
  ERROR_CODES,
  FILE_ENDPOINTS,
  UPLOAD_QUOTA_BYTES,
  UPLOAD_QUOTA_FILES,
  UPLOAD_QUOTA_MESSAGE,
  UPLOAD_QUOTA_WINDOW_MS,
  urlOf,
} from '@afp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardUser, org, storedFile, warningAssignment, warningFeedback } from '../../db/schema.ts';
import { demoFiles } from '../../seed/demo-files.ts';
import { loginCooperation, loginGuard } from '../../testing/sessions.ts';
import { resetClockPerTest } from '../../testing/clock-per-test.ts';
import { send, upload as uploadAs, uploadedKey as uploadedKeyAs } from '../../testing/requests.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { createWarning, FINAL_FEEDBACK, loginWarningRoles, phoneOf } from '../../testing/warning-factory.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let tokens: Awaited<ReturnType<typeof loginWarningRoles>> & { partner: string };
const png = demoFiles().find((file) => file.key.endsWith('.png'))!.content;
const OWN_ORG = 'org-d1-s1-c1';

beforeAll(async () => {
  t = await buildTestApp();
  tokens = { ...(await loginWarningRoles(t.app, t.db)), partner: await loginCooperation(t.app) };
});
resetClockPerTest(() => t.clock);
afterAll(() => t.close());

const upload = (token: string, name = '现场照片.png', body = png) =>
  uploadAs(t.app, { as: token, name, content: body });
const uploadedKey = (token: string, name = '现场照片.png') => uploadedKeyAs(t.app, { as: token, name });
const ticket = (token: string, url: string, name = 'photo.png') =>
  send(t.app, FILE_ENDPOINTS.downloadTicket, { as: token, body: { url, name } });
const feedback = async (photos: string[], token = tokens.guard, orgId = OWN_ORG) => {
  const { assignmentId } = await createWarning(t.db, { orgId, state: 'HANDLING' });
  const response = await send(t.app, E.feedback, {
    as: token,
    body: { ...FINAL_FEEDBACK, assignmentId, version: 0, photos },
  });
  return { response, assignmentId };
};
const record = async (key: string) => (await t.db.select().from(storedFile).where(eq(storedFile.key, key)))[0];

describe('a feedback photo belongs to its feedback', () => {
  let key: string;
  beforeAll(async () => {
    key = await uploadedKey(tokens.guard);
    const { response } = await feedback([key]);
    expect(response.statusCode).toBe(200);
  });

  it('is recorded with uploader, organisation, purpose, owner, size and detected type', async () => {
    const row = await record(key);
    const [fed] = await t.db.select().from(warningFeedback).where(eq(warningFeedback.id, row!.ownerId!));
    expect(row).toMatchObject({
      purpose: 'feedback_photo',
      uploaderType: 'guard',
      orgId: OWN_ORG,
      ownerType: 'warning_feedback',
      contentType: 'image/png',
      size: png.length,
    });
    expect(fed?.photos).toEqual([key]);
  });

  it.each([
    ['a partner', 'partner'],
    ['a guard of another community', 'siblingGuard'],
    ['another district', 'otherDistrict'],
  ] as const)('is refused to %s with the 404 of a missing file', async (_who, role) => {
    const response = await ticket(tokens[role], key);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, message: '文件不存在' });
    expect(await ticket(tokens[role], 'uploads/2020/01/00000000-0000-0000-0000-000000000000.png')).toMatchObject({
      statusCode: 404,
      body: response.body,
    });
  });

  it.each([
    ['the holding guard', 'guard'],
    ['the holder’s team admin', 'teamAdmin'],
    ['the station above', 'station'],
    ['the centre', 'oa'],
  ] as const)('is granted to %s', async (_who, role) => {
    expect((await ticket(tokens[role], key)).statusCode).toBe(200);
  });
});

describe('an unattached upload', () => {
  it('is seen by its uploader only, not even by the centre or the same organisation', async () => {
    const key = await uploadedKey(tokens.guard);
    expect((await ticket(tokens.guard, key)).statusCode).toBe(200);
    expect((await ticket(tokens.teamAdmin, key)).statusCode).toBe(404);
    expect((await ticket(tokens.oa, key)).statusCode).toBe(404);
  });
});

describe('content type and name come from the record', () => {
  it('serves a PNG uploaded as evil.html as image/png under a .png name, whatever name the client sends', async () => {
    const response = await upload(tokens.guard, 'evil.html');
    expect(response.json().data.name).toBe('evil.html.png');
    const key = response.json().data.key as string;
    const issued = await ticket(tokens.guard, key, 'report.pdf');
    expect(issued.statusCode).toBe(200);
    const query = new URLSearchParams({ url: key, name: 'page.html', token: issued.json().data.ticket });
    const download = await t.app.inject({ method: 'GET', url: `${urlOf(FILE_ENDPOINTS.downloadOrgFile)}?${query}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toContain(`filename*=UTF-8''evil.html.png`);
  });
});

describe('organisation files', () => {
  it('are offered to organisations in the owner’s subtree, partners included', async () => {
    for (const role of ['guard', 'siblingGuard', 'otherDistrict', 'oa', 'partner'] as const) {
      expect((await ticket(tokens[role], 'org-files/anti-fraud-handbook.pdf')).statusCode).toBe(200);
    }
  });

  it('are refused outside the owner’s subtree', async () => {
    const key = 'org-files/community-only.pdf';
    const [community] = await t.db.select().from(org).where(eq(org.id, OWN_ORG));
    await t.db.insert(storedFile).values({
      key,
      purpose: 'org_file',
      name: '社区台账.pdf',
      contentType: 'application/pdf',
      size: 1,
      orgId: OWN_ORG,
      orgPath: community!.path,
      ownerType: 'org',
      ownerId: OWN_ORG,
      createdAt: t.clock.now(),
    });
    expect((await ticket(tokens.guard, key)).statusCode).toBe(200);
    expect((await ticket(tokens.oa, key)).statusCode).toBe(200);
    expect((await ticket(tokens.siblingGuard, key)).statusCode).toBe(404);
    expect((await ticket(tokens.partner, key)).statusCode).toBe(404);
  });
});

describe('attaching on feedback', () => {
  it('refuses a key uploaded by another organisation and stores nothing', async () => {
    const foreign = await uploadedKey(tokens.siblingGuard);
    const { response, assignmentId } = await feedback([foreign]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ data: { errorCode: ERROR_CODES.filesNotAttachable } });
    expect(await t.db.select().from(warningFeedback).where(eq(warningFeedback.assignmentId, assignmentId))).toEqual([]);
    const [assignment] = await t.db.select().from(warningAssignment).where(eq(warningAssignment.id, assignmentId));
    expect(assignment).toMatchObject({ state: 'HANDLING', version: 0 });
    expect(await record(foreign)).toMatchObject({ ownerType: null, ownerId: null });
  });

  it('refuses a key already attached to another feedback, and a key never uploaded', async () => {
    const key = await uploadedKey(tokens.guard);
    expect((await feedback([key])).response.statusCode).toBe(200);
    expect((await feedback([key])).response.statusCode).toBe(400);
    const never = 'uploads/2024/01/11111111-1111-1111-1111-111111111111.png';
    expect((await feedback([never])).response.statusCode).toBe(400);
  });

  it('attaches sync-handle photos once, to a feedback the same callers may see', async () => {
    const key = await uploadedKey(tokens.guard);
    const { assignmentId } = await createWarning(t.db, {
      orgId: OWN_ORG,
      state: 'HANDLING',
      victimIdNumber: '110101198001010010',
    });
    await createWarning(t.db, { orgId: OWN_ORG, state: 'HANDLING', victimIdNumber: '110101198001010010' });
    const response = await t.app.inject({
      method: 'POST',
      url: urlOf(E.syncHandle),
      headers: { authorization: tokens.guard },
      payload: { ...FINAL_FEEDBACK, assignmentId, photos: [key] },
    });
    expect(response.json().data).toEqual({ updated: 2 });
    expect(await record(key)).toMatchObject({ ownerType: 'warning_feedback' });
    expect((await ticket(tokens.station, key)).statusCode).toBe(200);
    expect((await ticket(tokens.siblingGuard, key)).statusCode).toBe(404);
  });

  it('rolls back the photos it attached before a refused one', async () => {
    const own = await uploadedKey(tokens.guard);
    const foreign = await uploadedKey(tokens.siblingGuard);
    expect((await feedback([own, foreign])).response.statusCode).toBe(400);
    expect(await record(own)).toMatchObject({ ownerId: null });
  });
});

describe('upload quota', () => {
  it(`answers 429 after ${UPLOAD_QUOTA_FILES} files in 24 hours, and again takes files after`, async () => {
    const phone = await phoneOf(t.db, 'org-d1-s2', 3);
    const { token, uid } = await loginGuard(t.app, phone);
    const [account] = await t.db.select().from(guardUser).where(eq(guardUser.id, uid));
    const earlier = Array.from({ length: UPLOAD_QUOTA_FILES - 1 }, (_, i) => ({
      key: `uploads/2024/01/quota-${i}.png`,
      purpose: 'feedback_photo' as const,
      name: 'x.png',
      contentType: 'image/png',
      size: 10,
      uploaderType: 'guard' as const,
      uploaderId: uid,
      orgId: account!.orgId,
      orgPath: '/x/',
      // Almost a day old: they leave the window a minute from now.
      createdAt: new Date(t.clock.now().getTime() - UPLOAD_QUOTA_WINDOW_MS + 60_000),
    }));
    await t.db.insert(storedFile).values(earlier);
    expect((await upload(token)).statusCode).toBe(200);
    const refused = await upload(token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      message: UPLOAD_QUOTA_MESSAGE,
      data: { errorCode: ERROR_CODES.uploadQuotaExceeded },
    });
    t.clock.advance(60_000);
    expect((await upload(token)).statusCode).toBe(200);
  });

  it('counts bytes too', async () => {
    const phone = await phoneOf(t.db, 'org-d1-s3', 3);
    const { token, uid } = await loginGuard(t.app, phone);
    const [account] = await t.db.select().from(guardUser).where(eq(guardUser.id, uid));
    await t.db.insert(storedFile).values({
      key: 'uploads/2024/01/big.png',
      purpose: 'feedback_photo',
      name: 'big.png',
      contentType: 'image/png',
      size: UPLOAD_QUOTA_BYTES - png.length + 1,
      uploaderType: 'guard',
      uploaderId: uid,
      orgId: account!.orgId,
      orgPath: '/x/',
      createdAt: t.clock.now(),
    });
    expect((await upload(token)).statusCode).toBe(429);
  });
});
