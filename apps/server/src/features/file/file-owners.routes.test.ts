import { FILE_ENDPOINTS } from '@afp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { org, storedFile } from '../../db/schema.ts';
import { send, uploadedKey } from '../../testing/requests.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { loginWarningRoles } from '../../testing/warning-factory.ts';
import { attachPhotos } from './file-attach.ts';
import { registerFileOwners, type FileOwnerRule } from './file-owners.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let tokens: Awaited<ReturnType<typeof loginWarningRoles>>;
const OWN_ORG = 'org-d1-s1-c1';

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await loginWarningRoles(t.app, t.db);
});
afterAll(() => t.close());

const ticket = (token: string, url: string) =>
  send(t.app, FILE_ENDPOINTS.downloadTicket, { as: token, body: { url, name: 'x.png' } });
const record = async (key: string) => (await t.db.select().from(storedFile).where(eq(storedFile.key, key)))[0];

describe('file owners are what the features register', () => {
  it('a file whose owner type nobody registered is seen by nobody, not even its uploader or the centre', async () => {
    const [community] = await t.db.select().from(org).where(eq(org.id, OWN_ORG));
    const key = 'uploads/2026/01/00000000-0000-0000-0000-0000000000aa.png';
    await t.db.insert(storedFile).values({
      key,
      purpose: 'feedback_photo',
      name: '照片.png',
      contentType: 'image/png',
      size: 1,
      orgId: OWN_ORG,
      orgPath: community!.path,
      ownerType: 'unregistered_object',
      ownerId: 'anything',
      createdAt: t.clock.now(),
    });
    for (const role of ['guard', 'teamAdmin', 'oa'] as const) {
      expect((await ticket(tokens[role], key)).statusCode).toBe(404);
    }
  });

  it('nothing can be attached to an owner type nobody registered, and the upload stays free', async () => {
    const key = await uploadedKey(t.app, { as: tokens.guard });
    await expect(
      attachPhotos(t.db, {
        keys: [key],
        orgId: OWN_ORG,
        owner: { type: 'unregistered_object', id: 'x' },
        now: t.clock.now(),
      }),
    ).rejects.toThrow(/not registered/);
    expect(await record(key)).toMatchObject({ ownerType: null, ownerId: null });
  });

  it('a type is registered once: the same declaration again is no change, another one for the type is refused', () => {
    const rule: FileOwnerRule = { type: 'probe_owner', maySee: () => true };
    registerFileOwners(rule);
    expect(() => registerFileOwners(rule)).not.toThrow();
    expect(() => registerFileOwners({ type: 'probe_owner', maySee: () => false })).toThrow(/registered twice/);
  });
});
