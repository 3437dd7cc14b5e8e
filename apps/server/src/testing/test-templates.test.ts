import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from './test-app.ts';
import { openSeededTestDatabase, TEMPLATE_SEED, type SeededTestDatabase } from './test-templates.ts';

const countOf = async (database: Database, table: string) =>
  Number((await database.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`))).rows[0]?.n);

const readAll = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};

describe('test databases from the run template', () => {
  let first: SeededTestDatabase;
  let second: SeededTestDatabase;
  beforeAll(async () => {
    first = await openSeededTestDatabase();
    second = await openSeededTestDatabase();
  });
  afterAll(async () => {
    await first.database.close();
    await second.database.close();
  });

  it('hold the demo city as a test file seeded it: the demo warnings and every seeded file', async () => {
    // The seed adds eleven warnings of its own to the asked-for count (as the seed test counts 3,011 of 3,000).
    expect(await countOf(first.database, 'early_warning')).toBe(TEMPLATE_SEED.warnings + 11);
    const keys = (
      await first.database.db.execute<{ key: string; size: number }>(sql`select key, size from stored_file`)
    ).rows;
    expect(keys.length).toBeGreaterThan(0);
    for (const { key, size } of keys) {
      const file = await first.fileStorage.open(key);
      expect(file?.size, key).toBe(size);
      if (file) expect((await readAll(file.stream)).length).toBe(size);
    }
  });

  it('start the clock where the seed ended: no seeded warning was pushed after it', async () => {
    const latest = (
      await first.database.db.execute<{ at: string }>(sql`select max(pushed_at)::text as at from early_warning`)
    ).rows[0]?.at;
    expect(new Date(latest!).getTime()).toBeLessThanOrEqual(first.seedEndedAt.getTime());
    expect(second.seedEndedAt).toEqual(first.seedEndedAt);
  });

  it('are copies: a change in one is not seen in another, nor in a copy made later', async () => {
    await first.database.db.execute(sql`update early_warning set victim_name = '改过的'`);
    expect(await countOf(second.database, `early_warning where victim_name = '改过的'`)).toBe(0);
    const third = await openSeededTestDatabase();
    try {
      expect(await countOf(third.database, `early_warning where victim_name = '改过的'`)).toBe(0);
    } finally {
      await third.database.close();
    }
  });

  it('keep their files apart: a file put in one copy is not in another', async () => {
    await first.fileStorage.put('only-in-first.txt', Buffer.from('x'));
    expect(await second.fileStorage.open('only-in-first.txt')).toBeUndefined();
  });
});

describe('an empty test database', () => {
  it('has no tables of ours, whatever the seeded template holds', async () => {
    const database = await openTestDatabase();
    try {
      const tables = await database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
      );
      expect(tables.rows[0]?.n).toBe(0);
    } finally {
      await database.close();
    }
  });
});
