import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from './raw-sql.ts';
import { openDatabase } from './client.ts';
import { openEmptyTestDatabase } from '../testing/test-templates.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * PostgreSQL only: a session ended by the server while its client is checked out between two
 * queries (a transaction awaiting something else) fails that transaction, and nothing else — the
 * process goes on (an error event nobody listens to would end it; vitest reports it as unhandled).
 */
describe.skipIf(!serverUrl)('a PostgreSQL session ended under a running transaction', () => {
  it('fails the transaction and leaves the pool serving', async () => {
    const owner = await openEmptyTestDatabase();
    const other = await openDatabase({ databaseUrl: owner.url });
    try {
      const transaction = other.db.transaction(async (tx) => {
        const [row] = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`));
        await owner.db.execute(sql`select pg_terminate_backend(${row!.pid})`);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`select 1`);
      });
      await expect(transaction).rejects.toThrow();
      expect(rowsOf<{ one: number }>(await other.db.execute(sql`select 1 as one`))).toEqual([{ one: 1 }]);
    } finally {
      await other.close();
      await owner.close();
    }
  });
});
