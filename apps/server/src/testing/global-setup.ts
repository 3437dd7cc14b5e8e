import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { adminQuery, templateDatabaseName } from './test-postgres.ts';

/**
 * The server project's run: one directory for the database templates (test-templates.ts), built
 * lazily by the first test file that needs one, so a run of pure tests pays nothing.
 */
export default async function setup(project: TestProject) {
  // In memory where there is a tmpfs: every test database is a copy of a data directory in here.
  const dir = await mkdtemp(path.join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'afp-templates-'));
  project.provide('testTemplateDir', dir);
  return async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) await adminQuery(serverUrl, `drop database if exists ${templateDatabaseName(dir)} with (force)`);
    await rm(dir, { recursive: true, force: true });
  };
}
