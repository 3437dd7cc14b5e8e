import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** Where the data lives, as the server reads it (DATABASE_URL, else DATA_DIR; FILES_DIR). */
export interface DataLocation {
  databaseUrl: string | undefined;
  dataDir: string;
  filesDir: string;
}

export interface StoredFileEntry {
  /** Relative to FILES_DIR, with forward slashes. */
  path: string;
  size: number;
  sha256: string;
}

/** `manifest.json` of an archive folder: what it holds and how to check it before restoring. */
export interface BackupManifest {
  format: 'afp-backup/1';
  createdAt: string;
  engine: 'postgres' | 'pglite';
  database:
    | { kind: 'pg_dump'; file: 'database.dump'; sha256: string; serverVersion: string; toolVersion: string }
    | { kind: 'pglite-data-dir'; folder: 'pglite' };
  files: StoredFileEntry[];
}

export class BackupError extends Error {
  override name = 'BackupError';
}

const MANIFEST = 'manifest.json';
const FILES_FOLDER = 'files';

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function listFiles(root: string): Promise<StoredFileEntry[]> {
  if (!existsSync(root)) return [];
  const names = (await readdir(root, { recursive: true, encoding: 'utf8' })).sort();
  const entries: StoredFileEntry[] = [];
  for (const name of names) {
    const full = path.join(root, name);
    const info = await stat(full);
    if (!info.isFile()) continue;
    entries.push({ path: name.split(path.sep).join('/'), size: info.size, sha256: await sha256Of(full) });
  }
  return entries;
}

const isInside = (parent: string, child: string) => {
  const relative = path.relative(path.resolve(parent), path.resolve(child));
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

// ---- PostgreSQL: the machine's pg_dump / pg_restore, never older than the server ----

/** The URL without its password (the tools get it through PGPASSWORD, so it never shows in `ps`). */
function connectionOf(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env: NodeJS.ProcessEnv = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  return { url: url.toString(), env };
}

const majorOf = (version: string) => Number(/(\d+)(?:\.\d+)?/.exec(version)?.[1] ?? NaN);

async function toolVersion(tool: 'pg_dump' | 'pg_restore'): Promise<string> {
  try {
    const { stdout } = await run(tool, ['--version']);
    return stdout.trim().replace(/^\S+ \(PostgreSQL\) /, '');
  } catch {
    throw new BackupError(`${tool} not found: install the PostgreSQL client tools (Debian: postgresql-client)`);
  }
}

async function withClient<T>(databaseUrl: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

async function dumpPostgres(databaseUrl: string, archiveDir: string) {
  const toolVersionText = await toolVersion('pg_dump');
  const serverVersion = await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return rows[0]?.server_version ?? '';
  });
  // An older pg_dump cannot read a newer server's catalogue.
  if (majorOf(toolVersionText) < majorOf(serverVersion)) {
    throw new BackupError(
      `pg_dump ${toolVersionText} is older than the server (${serverVersion}): install a newer client`,
    );
  }
  const file = path.join(archiveDir, 'database.dump');
  const { url, env } = connectionOf(databaseUrl);
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`], {
    env,
  });
  return {
    kind: 'pg_dump' as const,
    file: 'database.dump' as const,
    sha256: await sha256Of(file),
    serverVersion,
    toolVersion: toolVersionText,
  };
}

/** Tables, sequences, views … outside the system schemas: a fresh database has none. */
async function userRelationCount(databaseUrl: string): Promise<number> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ count: string }>(
      `select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
         and n.nspname not like 'pg_temp%'`,
    );
    return Number(rows[0]?.count ?? 0);
  });
}

async function restorePostgres(databaseUrl: string, archiveDir: string, manifest: BackupManifest, replace: boolean) {
  if (manifest.database.kind !== 'pg_dump')
    throw new BackupError('this archive holds an embedded database, not a PostgreSQL dump');
  const toolVersionText = await toolVersion('pg_restore');
  if (majorOf(toolVersionText) < majorOf(manifest.database.toolVersion)) {
    throw new BackupError(`pg_restore ${toolVersionText} is older than the pg_dump that wrote the archive`);
  }
  if (!replace && (await userRelationCount(databaseUrl)) > 0) {
    throw new BackupError(
      'the database is not empty: restore into a new database (createdb …), or pass --replace to overwrite this one',
    );
  }
  const { url, env } = connectionOf(databaseUrl);
  // One transaction: a restore that fails leaves the database as it was.
  const args = ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${url}`];
  if (replace) args.unshift('--clean', '--if-exists');
  await run('pg_restore', [...args, path.join(archiveDir, 'database.dump')], { env });
}

// ---- The embedded database: a copy of its directory while no server has it open ----

/** PGlite writes postmaster.pid while a process has the directory open and removes it on close. */
function assertEmbeddedClosed(dataDir: string) {
  if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
    throw new BackupError(
      `the embedded database in ${dataDir} is open: stop the server first (if none runs, start and stop it once to close the database cleanly)`,
    );
  }
}

// ---- Both ----

/**
 * Writes one archive folder: the database (pg_dump custom format, or the embedded database's
 * directory copied while closed) and every file of FILES_DIR, with a manifest of sizes and hashes.
 */
export async function createBackup(location: DataLocation, archiveDir: string): Promise<BackupManifest> {
  const withinData = [location.filesDir, ...(location.databaseUrl ? [] : [location.dataDir])];
  if (withinData.some((dir) => isInside(dir, archiveDir))) {
    throw new BackupError(`${archiveDir} lies inside the data it would archive: choose a folder elsewhere`);
  }
  if (existsSync(archiveDir) && (await readdir(archiveDir)).length > 0) {
    throw new BackupError(`${archiveDir} already exists and is not empty`);
  }
  await mkdir(archiveDir, { recursive: true });
  let database: BackupManifest['database'];
  if (location.databaseUrl) {
    database = await dumpPostgres(location.databaseUrl, archiveDir);
  } else {
    assertEmbeddedClosed(location.dataDir);
    if (!existsSync(path.join(location.dataDir, 'PG_VERSION'))) {
      throw new BackupError(`${location.dataDir} holds no embedded database`);
    }
    // The default FILES_DIR lies inside DATA_DIR: files are archived once, in files/.
    await cp(location.dataDir, path.join(archiveDir, 'pglite'), {
      recursive: true,
      filter: (source) => !isInside(location.filesDir, source),
    });
    database = { kind: 'pglite-data-dir', folder: 'pglite' };
  }
  const filesTarget = path.join(archiveDir, FILES_FOLDER);
  await mkdir(filesTarget, { recursive: true });
  if (existsSync(location.filesDir)) await cp(location.filesDir, filesTarget, { recursive: true });
  const manifest: BackupManifest = {
    format: 'afp-backup/1',
    createdAt: new Date().toISOString(),
    engine: location.databaseUrl ? 'postgres' : 'pglite',
    database,
    files: await listFiles(filesTarget),
  };
  await writeFile(path.join(archiveDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Reads the manifest and checks every byte it names before anything is touched. */
export async function verifyBackup(archiveDir: string): Promise<BackupManifest> {
  const manifestPath = path.join(archiveDir, MANIFEST);
  if (!existsSync(manifestPath)) throw new BackupError(`${archiveDir} has no ${MANIFEST}: not a backup archive`);
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as BackupManifest;
  if (manifest.format !== 'afp-backup/1') throw new BackupError(`unknown archive format ${String(manifest.format)}`);
  if (manifest.database.kind === 'pg_dump') {
    const dump = path.join(archiveDir, manifest.database.file);
    if (!existsSync(dump) || (await sha256Of(dump)) !== manifest.database.sha256) {
      throw new BackupError(`${manifest.database.file} is missing or damaged`);
    }
  } else if (!existsSync(path.join(archiveDir, manifest.database.folder, 'PG_VERSION'))) {
    throw new BackupError(`${manifest.database.folder}/ is missing or damaged`);
  }
  const files = await listFiles(path.join(archiveDir, FILES_FOLDER));
  const held = new Map(files.map((file) => [file.path, file.sha256]));
  const damaged = manifest.files.filter((file) => held.get(file.path) !== file.sha256);
  if (damaged.length > 0 || files.length !== manifest.files.length) {
    throw new BackupError(`files/ differs from the manifest (${damaged.length} missing or damaged)`);
  }
  return manifest;
}

/** Moves a directory out of the way (kept beside it), so a restore never deletes anything. */
async function setAside(dir: string, stamp: string): Promise<string | undefined> {
  if (!existsSync(dir)) return undefined;
  if ((await readdir(dir)).length === 0) {
    await rm(dir, { recursive: true });
    return undefined;
  }
  const aside = `${dir}.before-restore-${stamp}`;
  await rename(dir, aside);
  return aside;
}

export interface RestoreOptions {
  /** Overwrite a database and files that are not empty (the previous directories are kept beside). */
  replace?: boolean;
}

/**
 * Puts an archive back: the database (into an empty PostgreSQL database or DATA_DIR, or over the
 * current one with `replace`) and FILES_DIR exactly as archived. Servers must be stopped.
 * Answers the directories set aside.
 */
export async function restoreBackup(
  location: DataLocation,
  archiveDir: string,
  { replace = false }: RestoreOptions = {},
): Promise<{ manifest: BackupManifest; setAside: string[] }> {
  const manifest = await verifyBackup(archiveDir);
  const engine = location.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.engine !== engine) {
    throw new BackupError(`the archive holds a ${manifest.engine} database; this configuration uses ${engine}`);
  }
  const occupied = async (dir: string) => existsSync(dir) && (await readdir(dir)).length > 0;
  if (!location.databaseUrl) assertEmbeddedClosed(location.dataDir);
  if (!replace) {
    const busy = [...(location.databaseUrl ? [] : [location.dataDir]), location.filesDir];
    for (const dir of busy) {
      if (await occupied(dir)) throw new BackupError(`${dir} is not empty: pass --replace to overwrite it`);
    }
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const aside: string[] = [];
  if (location.databaseUrl) {
    await restorePostgres(location.databaseUrl, archiveDir, manifest, replace);
  } else if (manifest.database.kind === 'pglite-data-dir') {
    const previous = await setAside(location.dataDir, stamp);
    if (previous) aside.push(previous);
    await cp(path.join(archiveDir, manifest.database.folder), location.dataDir, { recursive: true });
  }
  // FILES_DIR inside the old DATA_DIR has moved aside with it.
  const previousFiles = await setAside(location.filesDir, stamp);
  if (previousFiles) aside.push(previousFiles);
  await mkdir(location.filesDir, { recursive: true });
  await cp(path.join(archiveDir, FILES_FOLDER), location.filesDir, { recursive: true });
  return { manifest, setAside: aside };
}
