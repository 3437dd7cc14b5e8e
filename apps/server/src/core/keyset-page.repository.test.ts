import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from '../testing/test-app.ts';
import { keysetPage, keysetRows, microsOf, type KeysetOrder } from './keyset-page.ts';

const entry = pgTable('keyset_probe', {
  id: text('id').primaryKey(),
  at: timestamp('at', { withTimezone: true, precision: 6 }).notNull(),
});

// Seven rows, four of them at the very same microsecond: the id alone orders the tie.
const rows = [
  { id: 'a', at: '2026-10-01T00:00:00.000001Z' },
  { id: 'b', at: '2026-10-01T00:00:00.000002Z' },
  { id: 'c', at: '2026-10-01T00:00:00.000002Z' },
  { id: 'd', at: '2026-10-01T00:00:00.000002Z' },
  { id: 'e', at: '2026-10-01T00:00:00.000002Z' },
  { id: 'f', at: '2026-10-02T08:00:00Z' },
  { id: 'g', at: '2026-10-03T08:00:00Z' },
];

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`create table keyset_probe (id text primary key, at timestamptz(6) not null)`);
  await database.db.insert(entry).values(rows.map((row) => ({ id: row.id, at: new Date(row.at) })));
  // Date holds milliseconds only: the microseconds of the ties are set in SQL.
  for (const row of rows)
    await database.db.execute(sql`update keyset_probe set at = ${row.at}::timestamptz where id = ${row.id}`);
});
afterAll(() => database.close());

/** Every page of the list, walked by the cursors the pages hand out. */
async function walk(order: KeysetOrder, pageSize: number, where = sql`true`) {
  const pages = [];
  let cursor: string | undefined;
  do {
    const page = await keysetPage(
      { cursor, pageSize },
      (slice) =>
        keysetRows(database.db, slice, { table: entry, order, where }, (pageWhere) =>
          database.db
            .select({ id: entry.id, micros: microsOf(entry.at) })
            .from(entry)
            .where(pageWhere)
            .$dynamic(),
        ),
      {
        positionOf: (row) => ({ micros: row.micros, id: row.id }),
        present: (pageRows) => pageRows.map((row) => row.id),
      },
    );
    pages.push(page);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return pages;
}

describe('one keyset page over a list', () => {
  it('newest first: ties on the time are ordered by id and none is lost or repeated across pages', async () => {
    const pages = await walk({ time: entry.at, id: entry.id }, 2);
    expect(pages.map((page) => page.records)).toEqual([['g', 'f'], ['e', 'd'], ['c', 'b'], ['a']]);
    expect(pages.map((page) => page.total)).toEqual([7, 7, 7, 7]);
    expect(pages.at(-1)?.nextCursor).toBeNull();
  });

  it('oldest first: the same list the other way round, the tie split over pages', async () => {
    const pages = await walk({ time: entry.at, id: entry.id, direction: 'asc' }, 3);
    expect(pages.map((page) => page.records)).toEqual([['a', 'b', 'c'], ['d', 'e', 'f'], ['g']]);
  });

  it('counts the filter on the first page only and carries the count in the cursor', async () => {
    const pages = await walk({ time: entry.at, id: entry.id }, 10, sql`${entry.id} <> 'a'`);
    expect(pages).toEqual([
      { records: ['g', 'f', 'e', 'd', 'c', 'b'], total: 6, totalIsCapped: false, nextCursor: null },
    ]);
  });

  it('a forged cursor is the client’s mistake: 400 naming the cursor, before any query', async () => {
    await expect(
      keysetPage({ cursor: 'not-a-cursor', pageSize: 2 }, () => Promise.reject(new Error('no query expected')), {
        positionOf: () => ({ micros: '0', id: 'x' }),
        present: () => [],
      }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining('cursor') });
  });
});
