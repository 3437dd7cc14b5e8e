import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from '../testing/test-app.ts';
import {
  createClusterBus,
  createLocalClusterBus,
  createPostgresClusterBus,
  MAX_PAYLOAD_BYTES,
  type ClusterBus,
} from './cluster-bus.ts';

const quiet = { warn: () => {}, info: () => {} };

/** What one subscriber heard, and a way to wait for the next message. */
function recorder(bus: ClusterBus, channel: string) {
  const heard: unknown[] = [];
  let missed = 0;
  bus.subscribe(
    channel,
    (payload) => heard.push(payload),
    () => (missed += 1),
  );
  return { heard, missed: () => missed };
}

describe('the cluster bus on the embedded database (in-process)', () => {
  it('hands a published value to the subscribers of its channel only, as a copy', async () => {
    const bus = createLocalClusterBus(quiet);
    const events = recorder(bus, 'afp_test_events');
    const others = recorder(bus, 'afp_test_others');
    const sent = { warningId: 'w-1', orgId: 'org-1' };
    await bus.publish('afp_test_events', sent);
    await vi.waitFor(() => expect(events.heard).toEqual([sent]));
    expect(events.heard[0]).not.toBe(sent);
    expect(others.heard).toEqual([]);
  });

  it('stops delivering to an unsubscribed listener', async () => {
    const bus = createLocalClusterBus(quiet);
    const heard: unknown[] = [];
    const unsubscribe = bus.subscribe('afp_test_events', (payload) => heard.push(payload));
    unsubscribe();
    await bus.publish('afp_test_events', 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).toEqual([]);
  });

  it('refuses a payload over NOTIFY’s 8000 bytes and a channel name PostgreSQL would fold', async () => {
    const bus = createLocalClusterBus(quiet);
    await expect(bus.publish('afp_test_events', 'x'.repeat(MAX_PAYLOAD_BYTES - 2))).resolves.toBeUndefined();
    await expect(bus.publish('afp_test_events', 'x'.repeat(MAX_PAYLOAD_BYTES - 1))).rejects.toThrow(/exceeds/);
    await expect(bus.publish('Afp-Events', 1)).rejects.toThrow(/channel/);
    expect(() => bus.subscribe('Afp-Events', () => {})).toThrow(/channel/);
  });

  it('keeps delivering to the others when one listener throws', async () => {
    const bus = createLocalClusterBus(quiet);
    bus.subscribe('afp_test_events', () => {
      throw new Error('a broken listener');
    });
    const events = recorder(bus, 'afp_test_events');
    await bus.publish('afp_test_events', 'after');
    await vi.waitFor(() => expect(events.heard).toEqual(['after']));
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the cluster bus on PostgreSQL (LISTEN/NOTIFY)', () => {
  let database: Database;
  const buses: ClusterBus[] = [];
  const notifyThrough = (db: Database['db']) => async (channel: string, text: string) => {
    await db.execute(sql`select pg_notify(${channel}, ${text})`);
  };
  /** A bus as one server process has it, with a short backoff so a reconnection takes milliseconds. */
  async function processBus() {
    const bus = await createPostgresClusterBus({
      connectionString: database.url!,
      notify: notifyThrough(database.db),
      log: quiet,
      backoffMs: 20,
    });
    buses.push(bus);
    return bus;
  }

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    await database.close();
  });

  it('is built from a PostgreSQL database as LISTEN/NOTIFY', async () => {
    const bus = await createClusterBus(database, quiet);
    buses.push(bus);
    const events = recorder(bus, 'afp_test_built');
    await bus.listening();
    await database.db.execute(sql`select pg_notify('afp_test_built', '{"fromSql":true}')`);
    await vi.waitFor(() => expect(events.heard).toEqual([{ fromSql: true }]), { timeout: 1_000 });
  });

  it('carries a message from one process to every process, the publisher’s own included', async () => {
    const [first, second] = [await processBus(), await processBus()];
    const onFirst = recorder(first, 'afp_test_across');
    const onSecond = recorder(second, 'afp_test_across');
    await Promise.all([first.listening(), second.listening()]);
    await first.publish('afp_test_across', { warningId: 'w-2' });
    await vi.waitFor(
      () => {
        expect(onSecond.heard).toEqual([{ warningId: 'w-2' }]);
        expect(onFirst.heard).toEqual([{ warningId: 'w-2' }]);
      },
      { timeout: 1_000 },
    );
  });

  it('sends nothing for a rolled-back transaction and once at commit for a committed one', async () => {
    const bus = await processBus();
    const events = recorder(bus, 'afp_test_tx');
    await bus.listening();
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('afp_test_tx', '"rolled back"')`);
        throw new Error('roll back');
      })
      .catch(() => {});
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('afp_test_tx', '"committed"')`);
    });
    await vi.waitFor(() => expect(events.heard).toEqual(['committed']), { timeout: 1_000 });
  });

  it('reconnects after its connection is killed, listens again and tells subscribers they may have missed messages', async () => {
    const bus = await processBus();
    const events = recorder(bus, 'afp_test_reconnect');
    await bus.listening();
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = 'afp-cluster-bus'`,
    );
    await vi.waitFor(() => expect(events.missed()).toBe(1), { timeout: 2_000 });
    await bus.publish('afp_test_reconnect', 'after the reconnection');
    await vi.waitFor(() => expect(events.heard).toEqual(['after the reconnection']), { timeout: 1_000 });
  });
});
