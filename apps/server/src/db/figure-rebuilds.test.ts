import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { migrate } from './migrate.ts';
import { openTestDatabase } from '../testing/test-app.ts';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database);
});
afterAll(async () => {
  await database.close();
});

describe('the figure rebuilds (npm run figures:rebuild)', () => {
  // Migration 0061: a province's rebuild groups millions of rows in one statement; with the default
  // 4 MB each grouping spills to disk. A CREATE OR REPLACE in a later migration silently drops the
  // setting, and a new rebuild function must bring its own: every one is held here.
  it('each runs with 256 MB of work_mem', async () => {
    const { rows } = await database.db.execute<{ name: string; config: string[] | null }>(
      sql`select proname as name, proconfig as config from pg_proc
          where proname like '%\\_rebuild'
          and pronamespace = (select oid from pg_namespace where nspname = current_schema()) order by proname`,
    );
    expect(rows.map((row) => row.name)).toEqual([
      'resident_figure_rebuild',
      'rule_figure_rebuild',
      'warning_figure_rebuild',
      'warning_statistics_rebuild',
    ]);
    for (const row of rows)
      expect({ name: row.name, config: row.config }).toEqual({ name: row.name, config: ['work_mem=256MB'] });
  });
});
