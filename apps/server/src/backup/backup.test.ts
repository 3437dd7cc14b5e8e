import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { storedFile } from '../db/schema.ts';
import { createLocalFileStorage, storeOrgFile } from '../features/file/index.ts';
import { org } from '../features/org/index.ts';
import { BackupError, createBackup, restoreBackup, verifyBackup, type DataLocation } from './backup.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const NOW = new Date('2026-03-02T09:00:00+08:00');
const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(size)]);

/** One organisation and one uploaded document per call: a row in stored_file and its bytes in FILES_DIR. */
async function writeDocument(database: Database, location: DataLocation, key: string, content: Buffer) {
  await database.db
    .insert(org)
    .values({ id: 'org-backup', path: '/org-backup/', name: '备份测试中心', kind: 'centre', level: 1 })
    .onConflictDoNothing();
  const file = { key, name: `${key}.pdf`, content, orgId: 'org-backup', orgPath: '/org-backup/' };
  await storeOrgFile(database.db, createLocalFileStorage(location.filesDir), file, NOW);
}

const storedKeys = async (database: Database) =>
  (await database.db.select({ key: storedFile.key }).from(storedFile).orderBy(asc(storedFile.key))).map(
    (row) => row.key,
  );

/**
 * Backs up (database + files), writes more (a row and a file), restores, and expects exactly the
 * archived state. `open` opens the configured database; the embedded one only while no other
 * process has it, as the server must be stopped for a backup of it.
 */
async function backupWriteRestore(location: DataLocation, open: () => Promise<Database>, restoreOptions = {}) {
  const archive = path.join(await mkdtemp(path.join(tmpdir(), 'afp-backup-archive-')), 'archive');
  const before = pdf(2048);

  let database = await open();
  await migrate(database);
  await writeDocument(database, location, 'backup/before', before);
  await database.close();

  const manifest = await createBackup(location, archive);
  expect(manifest.files).toEqual([expect.objectContaining({ path: 'backup/before', size: before.length })]);

  database = await open();
  await writeDocument(database, location, 'backup/after', pdf(1024));
  // The kept file changes too: a restore puts its archived bytes back.
  await writeFile(path.join(location.filesDir, 'backup/before'), pdf(10));
  expect(await storedKeys(database)).toEqual(['backup/after', 'backup/before']);
  await database.close();

  const { setAside } = await restoreBackup(location, archive, restoreOptions);

  database = await open();
  try {
    expect(await storedKeys(database)).toEqual(['backup/before']);
  } finally {
    await database.close();
  }
  expect(await readFile(path.join(location.filesDir, 'backup/before'))).toEqual(before);
  expect(existsSync(path.join(location.filesDir, 'backup/after'))).toBe(false);
  return { setAside, archive };
}

// The PostgreSQL pass (TEST_DATABASE_URL) runs only the PostgreSQL half: the embedded half ran in the first pass.
describe.skipIf(serverUrl)('backup and restore of the embedded database', () => {
  // Creating and migrating a PGlite directory takes seconds: done once, then copied per test.
  let template: string;
  beforeAll(async () => {
    template = path.join(await mkdtemp(path.join(tmpdir(), 'afp-backup-template-')), 'data');
    const database = await openDatabase({ dataDir: template });
    await migrate(database);
    await database.close();
  });
  const freshDataDir = async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'afp-backup-'));
    const dataDir = path.join(root, 'data');
    await cp(template, dataDir, { recursive: true });
    return { root, dataDir };
  };

  it('restores exactly the archived rows and files, keeping the replaced directories aside', async () => {
    // The default layout: FILES_DIR inside DATA_DIR.
    const { dataDir } = await freshDataDir();
    const location: DataLocation = { databaseUrl: undefined, dataDir, filesDir: path.join(dataDir, 'files') };
    const { setAside, archive } = await backupWriteRestore(location, () => openDatabase({ dataDir }), {
      replace: true,
    });
    // The database's copy holds no file twice: files live only in files/.
    expect(existsSync(path.join(archive, 'pglite', 'files'))).toBe(false);
    expect(setAside).toHaveLength(1);
    expect(existsSync(path.join(setAside[0]!, 'files', 'backup/after'))).toBe(true);
  }, 90_000);

  it('refuses to copy a database a server has open', async () => {
    const { root, dataDir } = await freshDataDir();
    const open = await openDatabase({ dataDir });
    try {
      const location = { databaseUrl: undefined, dataDir, filesDir: path.join(root, 'files') };
      await expect(createBackup(location, path.join(root, 'archive'))).rejects.toThrow(BackupError);
      await expect(createBackup(location, path.join(root, 'archive'))).rejects.toThrow(/stop the server/);
    } finally {
      await open.close();
    }
  });

  it('refuses to restore over data without --replace, and a damaged archive before touching anything', async () => {
    const { root, dataDir } = await freshDataDir();
    const location: DataLocation = { databaseUrl: undefined, dataDir, filesDir: path.join(root, 'files') };
    const database = await openDatabase({ dataDir });
    await writeDocument(database, location, 'backup/kept', pdf(100));
    await database.close();
    const archive = path.join(root, 'archive');
    await createBackup(location, archive);
    await expect(restoreBackup(location, archive)).rejects.toThrow(/--replace/);
    await writeFile(path.join(archive, 'files', 'backup/kept'), 'tampered');
    await expect(verifyBackup(archive)).rejects.toThrow(/files\/ differs/);
    await expect(restoreBackup(location, archive, { replace: true })).rejects.toThrow(BackupError);
  });
});

describe.skipIf(!serverUrl)('backup and restore of PostgreSQL (pg_dump / pg_restore)', () => {
  const name = `afp_backup_${randomBytes(6).toString('hex')}`;
  const restoredName = `${name}_restored`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(text);
    await client.end();
  };
  const urlOf = (database: string) => {
    const url = new URL(serverUrl!);
    url.pathname = `/${database}`;
    return url.toString();
  };
  beforeAll(async () => {
    await admin(`create database ${name}`);
    await admin(`create database ${restoredName}`);
  });
  afterAll(async () => {
    await admin(`drop database if exists ${name} with (force)`);
    await admin(`drop database if exists ${restoredName} with (force)`);
  });

  it('restores exactly the archived rows and files over the same database (--replace)', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'afp-backup-'));
    const location: DataLocation = { databaseUrl: urlOf(name), dataDir: root, filesDir: path.join(root, 'files') };
    await backupWriteRestore(location, () => openDatabase({ databaseUrl: location.databaseUrl }), { replace: true });
  });

  it('restores into a new, empty database, and refuses a database that is not empty', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'afp-backup-'));
    const source: DataLocation = { databaseUrl: urlOf(name), dataDir: root, filesDir: path.join(root, 'files') };
    const sourceDatabase = await openDatabase({ databaseUrl: source.databaseUrl });
    await migrate(sourceDatabase);
    await writeDocument(sourceDatabase, source, 'backup/moved', pdf(512));
    await sourceDatabase.close();
    const archive = path.join(root, 'archive');
    await createBackup(source, archive);
    await expect(restoreBackup(source, archive)).rejects.toThrow(/not empty/);

    const target: DataLocation = {
      databaseUrl: urlOf(restoredName),
      dataDir: root,
      filesDir: path.join(root, 'restored-files'),
    };
    await restoreBackup(target, archive);
    const restored = await openDatabase({ databaseUrl: target.databaseUrl });
    try {
      expect(await storedKeys(restored)).toContain('backup/moved');
      // The migrations' record came along: the restored database is at the archived version.
      await migrate(restored);
    } finally {
      await restored.close();
    }
    expect(await readFile(path.join(target.filesDir, 'backup/moved'))).toEqual(
      await readFile(path.join(source.filesDir, 'backup/moved')),
    );
  });
});
