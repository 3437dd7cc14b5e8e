import {
  ACCOUNT_ENDPOINTS,
  AUTH_ENDPOINTS,
  EARLY_WARNING_ENDPOINTS,
  FRAUD_TYPE_ENDPOINTS,
  PEOPLE_ENDPOINTS,
  urlOf,
  type FraudType,
  type LoginInfo,
  type WarningStateCounts,
} from '@afp/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fraudType, guardUser, org } from '../db/schema.ts';
import { DEMO_LOGINS } from '../seed/demo-city.ts';
import { loginGuard } from '../testing/sessions.ts';
import { buildTestCluster, hasTestPostgres } from '../testing/test-cluster.ts';
import { pushWarning } from '../testing/warning-factory.ts';

/**
 * Each cache of the server, changed through the first app and read through the second: the new
 * value arrives at once. The clock of both apps stands still, so no time to live ever runs out —
 * only the invalidation can make the second app see the change.
 */
describe.skipIf(!hasTestPostgres)('caches across two apps on one PostgreSQL database', () => {
  let cluster: Awaited<ReturnType<typeof buildTestCluster>>;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let guard: { token: string };
  /** Answers within a second, polled: a NOTIFY reaches the other process a few milliseconds after the commit. */
  const soon = { timeout: 1_000, interval: 10 };

  beforeAll(async () => {
    cluster = await buildTestCluster(2);
    [first, second] = cluster.apps as [FastifyInstance, FastifyInstance];
    guard = await loginGuard(first, DEMO_LOGINS.guard);
  });
  afterAll(() => cluster?.close());

  const get = (app: FastifyInstance, url: string, token = guard.token) =>
    app.inject({ method: 'GET', url, headers: { authorization: token } });
  const loginInfo = async (app: FastifyInstance, token = guard.token) => {
    const response = await get(app, urlOf(AUTH_ENDPOINTS.loginInfo), token);
    return { status: response.statusCode, info: response.json().data as LoginInfo };
  };

  it('an account’s new role and name (account cache)', async () => {
    const before = (await loginInfo(second)).info;
    expect(before.roleType).not.toBeNull();
    const [row] = await cluster.dbs[0]!.update(guardUser)
      .set({ roleType: before.roleType === 1 ? 2 : 1, name: '改名的守护者' })
      .where(eq(guardUser.id, before.accountId))
      .returning();
    await vi.waitFor(async () => {
      const { info } = await loginInfo(second);
      expect({ roleType: info.roleType, name: info.name }).toEqual({ roleType: row!.roleType, name: '改名的守护者' });
    }, soon);
  });

  it('a renamed station in the guard home’s profile (guard-user/info’s names)', async () => {
    const street = async () => (await get(second, urlOf(PEOPLE_ENDPOINTS.guardUserInfo))).json().data.street;
    expect(await street()).toBe('湖滨街道');
    await cluster.dbs[0]!.update(org).set({ name: '湖滨新街道' }).where(eq(org.id, 'org-d1-s1'));
    await vi.waitFor(async () => expect(await street()).toBe('湖滨新街道'), soon);
  });

  it('a revoked session, logged out through the other app (session cache)', async () => {
    const { token } = await loginGuard(first, DEMO_LOGINS.guard);
    expect((await loginInfo(second, token)).status).toBe(200);
    const logout = await get(first, urlOf(ACCOUNT_ENDPOINTS.guard.logout), token);
    expect(logout.statusCode).toBe(200);
    await vi.waitFor(async () => expect((await loginInfo(second, token)).status).toBe(402), soon);
  });

  it('a renamed fraud type (fraud-type dictionary)', async () => {
    const tree = async () => (await get(second, urlOf(FRAUD_TYPE_ENDPOINTS.tree))).json().data as FraudType[];
    const [parent] = await tree();
    await cluster.dbs[0]!.update(fraudType).set({ name: '新的诈骗类型名' }).where(eq(fraudType.code, parent!.code));
    await vi.waitFor(async () => expect((await tree())[0]!.name).toBe('新的诈骗类型名'), soon);
  });

  it('a warning pushed through the other app, in the state counts (warning count cache)', async () => {
    const pendingSign = async () => {
      const response = await get(second, urlOf(EARLY_WARNING_ENDPOINTS.stateCounts));
      return (response.json().data as WarningStateCounts).find((row) => row.state === 'PENDING_SIGN')!;
    };
    const before = await pendingSign();
    expect(before.totalIsCapped).toBe(false);
    await pushWarning(first, cluster.dbs[0]!, { orgId: 'org-d1-s1-c1' });
    await vi.waitFor(async () => expect((await pendingSign()).total).toBe(before.total + 1), soon);
  });

  it('a disabled account: its sessions are refused by the other app (account cache)', async () => {
    const { info } = await loginInfo(second);
    await cluster.dbs[0]!.update(guardUser).set({ disabled: true }).where(eq(guardUser.id, info.accountId));
    await vi.waitFor(async () => expect((await loginInfo(second)).status).toBe(402), soon);
  });
});
