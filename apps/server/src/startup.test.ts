import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { cooperationAccount, intakeClient, oaAccount } from './db/schema.ts';
import { createLocalFileStorage } from './features/file/index.ts';
import { hashPassword } from './features/login/index.ts';
import { sha256 } from './secrets.ts';
import { DEMO_LOGINS } from './seed/demo-city.ts';
import { DEV_INTAKE_KEY } from './seed/intake-clients.seed.ts';
import { seedDemoData } from './seed/seed.ts';
import { prepareProductionDatabase } from './startup.ts';
import { openTestDatabase } from './testing/test-app.ts';

const INTAKE_KEY = 'upstream-intake-key-0123456789abcdef';
/** Seeding the whole demo city took over 30 s on CI's two loaded cores. */
const DEMO_SEED_TIMEOUT = 180_000;

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

async function migrated(options: { demo: boolean }) {
  database = await openTestDatabase();
  await migrate(database);
  if (options.demo) {
    const storage = createLocalFileStorage(await mkdtemp(path.join(tmpdir(), 'afp-start-')));
    await seedDemoData(database.db, storage, { warnings: 10 });
  }
  return database.db;
}
const intakeHashes = async (db: Database['db']) =>
  (await db.select({ keyHash: intakeClient.keyHash }).from(intakeClient)).map((row) => row.keyHash);

describe('prepareProductionDatabase', () => {
  it('stores the intake key from the environment, hashed, on a fresh database, and seeds nothing', async () => {
    const db = await migrated({ demo: false });
    await prepareProductionDatabase(db, INTAKE_KEY);
    expect(await intakeHashes(db)).toEqual([sha256(INTAKE_KEY)]);
    expect(await db.select().from(oaAccount)).toEqual([]);
    // A new key replaces the old one.
    await prepareProductionDatabase(db, `${INTAKE_KEY}-rotated`);
    expect(await intakeHashes(db)).toEqual([sha256(`${INTAKE_KEY}-rotated`)]);
  });

  it('refuses to start without an intake key', async () => {
    const db = await migrated({ demo: false });
    await expect(prepareProductionDatabase(db, undefined)).rejects.toThrow('INTAKE_KEY is required');
  });

  it(
    'refuses to start while the demo credentials or the development intake key exist, naming them',
    async () => {
      const db = await migrated({ demo: true });
      const refusal = prepareProductionDatabase(db, INTAKE_KEY);
      await expect(refusal).rejects.toThrow(/Refusing to start in production/);
      await expect(prepareProductionDatabase(db, INTAKE_KEY)).rejects.toThrow(
        'oa accounts "admin", "donghu_lead", "hubin_oa", "oa_review", "oa_staff" and 2 more have a demo password',
      );
      await expect(prepareProductionDatabase(db, INTAKE_KEY)).rejects.toThrow(
        /cooperation accounts "13900000001", .* and \d+ more have a demo password/,
      );
      await expect(prepareProductionDatabase(db, INTAKE_KEY)).rejects.toThrow('development intake key');
      expect(await intakeHashes(db)).not.toContain(sha256(INTAKE_KEY));
    },
    DEMO_SEED_TIMEOUT,
  );

  it(
    'starts once the demo passwords are changed and the development intake key removed',
    async () => {
      const db = await migrated({ demo: true });
      const newHash = await hashPassword('a-real-password-9');
      await db.update(oaAccount).set({ passwordHash: newHash });
      await db
        .update(cooperationAccount)
        .set({ passwordHash: newHash })
        .where(eq(cooperationAccount.phone, DEMO_LOGINS.cooperation.phone));
      // The other demo partners share the demo hash: still refused until they change too.
      await expect(prepareProductionDatabase(db, INTAKE_KEY)).rejects.toThrow(/cooperation accounts .* demo password/);
      await db.update(cooperationAccount).set({ passwordHash: newHash });
      await expect(prepareProductionDatabase(db, INTAKE_KEY)).rejects.toThrow('development intake key');
      await db.delete(intakeClient).where(eq(intakeClient.keyHash, sha256(DEV_INTAKE_KEY)));
      await prepareProductionDatabase(db, INTAKE_KEY);
      expect(await intakeHashes(db)).toEqual([sha256(INTAKE_KEY)]);
    },
    DEMO_SEED_TIMEOUT,
  );
});
