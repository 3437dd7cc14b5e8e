import {
  ACCOUNT_ENDPOINTS,
  AUTH_ENDPOINTS,
  EARLY_WARNING_ENDPOINTS,
  INTAKE_ENDPOINTS,
  LIVE_STREAM_EVENTS,
  SYSTEM_ENDPOINTS,
  urlOf,
  type WarningEvent,
} from '@afp/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalClusterBus } from '../../core/cluster-bus.ts';
import { DEMO_LOGINS } from '../../seed/demo-city.ts';
import { DEV_INTAKE_KEY } from '../../seed/intake-clients.seed.ts';
import { startServerProcesses, type ServerProcesses } from '../../testing/server-processes.ts';
import { loginGuard } from '../../testing/sessions.ts';
import { buildTestCluster, hasTestPostgres } from '../../testing/test-cluster.ts';
import { warningAssignment } from './early-warning.table.ts';
import { createWarningEvents, WARNING_EVENTS_CHANNEL } from './warning-events.ts';

const quiet = { warn: () => {}, info: () => {} };
/** The demo guard's organisation (湖滨 community), where the intake below assigns its warnings. */
const GUARD_ORG = 'org-d1-s1-c1';
const event = (orgId: string, assignmentId = 'a-1'): WarningEvent => ({
  type: 'warning.assigned',
  assignmentId,
  warningId: `w-${assignmentId}`,
  orgId,
  level: 1,
  state: 'PENDING_SIGN',
});
const intakeBody = (upstreamNo: string) => ({
  upstreamNo,
  source: 'province',
  kind: 'phone',
  level: 2,
  orgId: GUARD_ORG,
  victimName: '钱入库',
  victimPhone: '13911112222',
  suspectPhone: '17000001111',
});

/** A guard's open live stream read over HTTP, as the app reads it; `next()` waits for an event. */
async function openStream(baseUrl: string, token: string) {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}${urlOf(EARLY_WARNING_ENDPOINTS.stream)}`, {
    headers: { authorization: token },
    signal: abort.signal,
  });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  const events: WarningEvent[] = [];
  /** When each event arrived (Date.now()). */
  const arrivals: number[] = [];
  /** The control events (reconnect, resync) by name. */
  const controls: string[] = [];
  const pump = (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) return;
      buffered += decoder.decode(chunk.value, { stream: true });
      let end: number;
      while ((end = buffered.indexOf('\n\n')) >= 0) {
        const frame = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const lines = frame.split('\n');
        const name = lines.find((line) => line.startsWith('event: '))?.slice('event: '.length);
        const data = lines.find((line) => line.startsWith('data: '));
        if (name?.startsWith('warning.') && data) {
          events.push(JSON.parse(data.slice('data: '.length)) as WarningEvent);
          arrivals.push(Date.now());
        } else if (name) controls.push(name);
      }
    }
  })();
  return {
    events,
    arrivals,
    controls,
    async close() {
      abort.abort();
      await pump;
    },
  };
}

const listeningUrl = async (app: FastifyInstance) => {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
};

describe('warning events over the cluster bus', () => {
  it('hands an event to the listeners of its organisation only', async () => {
    const events = createWarningEvents(createLocalClusterBus(quiet), quiet);
    const own: WarningEvent[] = [];
    const other: WarningEvent[] = [];
    events.subscribe('org-a', (e) => own.push(e));
    events.subscribe('org-b', (e) => other.push(e));
    events.publish(event('org-a'));
    await vi.waitFor(() => expect(own).toEqual([event('org-a')]));
    expect(other).toEqual([]);
  });

  it('drops a message that is not a warning event instead of passing it to a stream', async () => {
    const bus = createLocalClusterBus(quiet);
    const events = createWarningEvents(bus, quiet);
    const heard: WarningEvent[] = [];
    events.subscribe('org-a', (e) => heard.push(e));
    await bus.publish(WARNING_EVENTS_CHANNEL, { orgId: 'org-a', type: 'warning.deleted' });
    events.publish(event('org-a', 'a-2'));
    await vi.waitFor(() => expect(heard).toEqual([event('org-a', 'a-2')]));
  });
});

describe.skipIf(!hasTestPostgres)('warning events between two apps on one PostgreSQL database', () => {
  let cluster: Awaited<ReturnType<typeof buildTestCluster>>;
  beforeAll(async () => {
    cluster = await buildTestCluster(2);
  });
  afterAll(() => cluster?.close());

  it('reach the streams on both apps within 1 s of a push through the second, once each', async () => {
    const [first, second] = cluster.apps as [FastifyInstance, FastifyInstance];
    const { token } = await loginGuard(first, DEMO_LOGINS.guard);
    const streams = [
      await openStream(await listeningUrl(first), token),
      await openStream(await listeningUrl(second), token),
    ];
    const pushed = await second.inject({
      method: 'POST',
      url: urlOf(INTAKE_ENDPOINTS.push),
      headers: { 'x-intake-key': DEV_INTAKE_KEY },
      payload: intakeBody('ZJ-CLUSTER-1'),
    });
    expect(pushed.statusCode).toBe(200);
    const { assignmentId } = pushed.json().data as { assignmentId: string };
    const answeredAt = Date.now();
    for (const stream of streams)
      await vi.waitFor(() => expect(stream.events.map((e) => e.assignmentId)).toEqual([assignmentId]), {
        timeout: 1_000,
        interval: 10,
      });
    // The push answers after its commit: each stream has the event within 1 s of that answer.
    for (const stream of streams) expect(stream.arrivals[0]! - answeredAt).toBeLessThan(1_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(streams.map((stream) => stream.events.length)).toEqual([1, 1]);
    await Promise.all(streams.map((stream) => stream.close()));
  });

  it('carry a sign through one app to a stream on the other as warning.changed', async () => {
    const [first, second] = cluster.apps as [FastifyInstance, FastifyInstance];
    const { token } = await loginGuard(first, DEMO_LOGINS.guard);
    const pushed = await first.inject({
      method: 'POST',
      url: urlOf(INTAKE_ENDPOINTS.push),
      headers: { 'x-intake-key': DEV_INTAKE_KEY },
      payload: intakeBody('ZJ-CLUSTER-SIGN'),
    });
    const { assignmentId } = pushed.json().data as { assignmentId: string };
    const stream = await openStream(await listeningUrl(second), token);
    const [row] = await cluster.dbs[0]!.select().from(warningAssignment).where(eq(warningAssignment.id, assignmentId));
    const signed = await first.inject({
      method: 'POST',
      url: urlOf(EARLY_WARNING_ENDPOINTS.sign),
      headers: { authorization: token },
      payload: { assignmentId, version: row!.version },
    });
    expect(signed.statusCode).toBe(200);
    await vi.waitFor(
      () =>
        expect(stream.events.map((e) => [e.type, e.assignmentId, e.state])).toEqual([
          ['warning.changed', assignmentId, signed.json().data.state],
        ]),
      { timeout: 1_000, interval: 10 },
    );
    await stream.close();
  });

  it('tell open streams to refetch when the bus lost its connection, and carry events again after it', async () => {
    const [first, second] = cluster.apps as [FastifyInstance, FastifyInstance];
    const { token } = await loginGuard(first, DEMO_LOGINS.guard);
    const stream = await openStream(await listeningUrl(first), token);
    await cluster.dbs[1]!.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = 'afp-cluster-bus'`,
    );
    await vi.waitFor(() => expect(stream.controls).toEqual([LIVE_STREAM_EVENTS.resync]), { timeout: 3_000 });
    const pushed = await second.inject({
      method: 'POST',
      url: urlOf(INTAKE_ENDPOINTS.push),
      headers: { 'x-intake-key': DEV_INTAKE_KEY },
      payload: intakeBody('ZJ-CLUSTER-2'),
    });
    const { assignmentId } = pushed.json().data as { assignmentId: string };
    await vi.waitFor(() => expect(stream.events.map((e) => e.assignmentId)).toEqual([assignmentId]), {
      timeout: 1_000,
    });
    await stream.close();
  });
});

describe.skipIf(!hasTestPostgres)('warning events between two server processes', () => {
  let servers: ServerProcesses;
  beforeAll(async () => {
    servers = await startServerProcesses({ count: 2 });
  }, 90_000);
  afterAll(() => servers?.close());

  /** Logs the demo guard in on one process (its development SMS inbox is that process's). */
  async function guardToken(baseUrl: string): Promise<string> {
    const post = (url: string, body: object) =>
      fetch(`${baseUrl}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const phone = DEMO_LOGINS.guard;
    await post(urlOf(AUTH_ENDPOINTS.guardSmsCode), { phone });
    const inbox = await fetch(`${baseUrl}${urlOf(SYSTEM_ENDPOINTS.devLatestSms)}?phone=${phone}`);
    const smsCode = ((await inbox.json()) as { data: { code: string } }).data.code;
    const login = await post(urlOf(ACCOUNT_ENDPOINTS.guard.login), { phone, smsCode });
    return ((await login.json()) as { data: { token: string } }).data.token;
  }

  it('reach a stream held by process 1 within 1 s of a push through process 2', async () => {
    const stream = await openStream(servers.urlOf(0), await guardToken(servers.urlOf(0)));
    const pushed = await fetch(`${servers.urlOf(1)}${urlOf(INTAKE_ENDPOINTS.push)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-intake-key': DEV_INTAKE_KEY },
      body: JSON.stringify(intakeBody('ZJ-PROCESSES-1')),
    });
    const answeredAt = Date.now();
    expect(pushed.status).toBe(200);
    const { assignmentId } = ((await pushed.json()) as { data: { assignmentId: string } }).data;
    await vi.waitFor(() => expect(stream.events.map((e) => e.assignmentId)).toEqual([assignmentId]), {
      timeout: 1_000,
      interval: 10,
    });
    expect(stream.arrivals[0]! - answeredAt).toBeLessThan(1_000);
    await stream.close();
  });
});
