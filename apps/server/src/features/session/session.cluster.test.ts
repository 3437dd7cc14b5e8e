import { AUTH_ENDPOINTS, PASSWORD_ENDPOINTS } from '@afp/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cooperationAccount, session } from '../../db/schema.ts';
import { sha256 } from '../../secrets.ts';
import { DEMO_LOGINS } from '../../seed/demo-city.ts';
import { send } from '../../testing/requests.ts';
import { loginCooperation, loginOa } from '../../testing/sessions.ts';
import { buildTestCluster, hasTestPostgres } from '../../testing/test-cluster.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Sessions served by two apps on one PostgreSQL database, as by two server processes: idle time is
 * tracked in the session row, and an ended session is refused by the other app at once — its clock
 * stands still, so no cache's time to live runs out; only the database's announcement can end it.
 */
describe.skipIf(!hasTestPostgres)('sessions across two apps on one PostgreSQL database', () => {
  let cluster: Awaited<ReturnType<typeof buildTestCluster>>;
  let first: FastifyInstance;
  let second: FastifyInstance;
  const soon = { timeout: 1_000, interval: 10 };

  beforeAll(async () => {
    cluster = await buildTestCluster(2, { sessionLimits: { idleMs: 30 * MINUTE, absoluteMs: 12 * HOUR } });
    [first, second] = cluster.apps as [FastifyInstance, FastifyInstance];
  });
  afterAll(() => cluster?.close());

  const statusOn = async (app: FastifyInstance, token: string) =>
    (await send(app, AUTH_ENDPOINTS.loginInfo, { as: token })).statusCode;
  const lastSeenOf = async (token: string) =>
    (
      await cluster.dbs[0]!.select()
        .from(session)
        .where(eq(session.tokenHash, sha256(token)))
    )[0]!.lastSeenAt;

  it('tracks idle time in the database: use through one app keeps the session alive on the other', async () => {
    const token = await loginOa(first);
    expect(await statusOn(first, token)).toBe(200);
    // Two hours of use through the second app only, every 20 minutes (idle timeout 30).
    for (let used = 0; used < 2 * HOUR; used += 20 * MINUTE) {
      cluster.clock.advance(20 * MINUTE);
      expect(await statusOn(second, token)).toBe(200);
    }
    cluster.clock.advance(20 * MINUTE);
    expect(await statusOn(first, token)).toBe(200);
    // Both apps within one minute: one write between them.
    const touched = await lastSeenOf(token);
    cluster.clock.advance(30_000);
    expect(await statusOn(second, token)).toBe(200);
    expect(await statusOn(first, token)).toBe(200);
    expect(await lastSeenOf(token)).toEqual(touched);
    cluster.clock.advance(30 * MINUTE);
    expect(await statusOn(second, token)).toBe(401);
    expect(await statusOn(first, token)).toBe(401);
  });

  it('ends a disabled account’s sessions on the other app at once, and for good', async () => {
    const token = await loginCooperation(first);
    expect(await statusOn(second, token)).toBe(200);
    const setDisabled = (disabled: boolean) =>
      cluster.dbs[0]!.update(cooperationAccount)
        .set({ disabled })
        .where(eq(cooperationAccount.phone, DEMO_LOGINS.cooperation.phone));
    await setDisabled(true);
    await vi.waitFor(async () => expect(await statusOn(second, token)).toBe(402), soon);
    await setDisabled(false);
    expect(await statusOn(second, token)).toBe(402);
    expect(await statusOn(first, token)).toBe(402);
    expect(await statusOn(second, await loginCooperation(second))).toBe(200);
  });

  it('ends every session of an account whose password changed through the other app', async () => {
    const [here, elsewhere] = [await loginOa(first, 'oaStaff'), await loginOa(second, 'oaStaff')];
    expect(await statusOn(second, elsewhere)).toBe(200);
    const changed = await send(first, PASSWORD_ENDPOINTS.change, {
      as: here,
      body: { oldPassword: DEMO_LOGINS.oaStaff.password, newPassword: 'Staff_2026' },
    });
    expect(changed.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await statusOn(second, elsewhere)).toBe(402), soon);
    expect(await statusOn(second, here)).toBe(402);
  });
});
