import { request } from 'node:http';
import {
  ACCOUNT_ENDPOINTS,
  AUTH_ENDPOINTS,
  EARLY_WARNING_ENDPOINTS,
  INTAKE_ENDPOINTS,
  SYSTEM_ENDPOINTS,
  urlOf,
} from '@afp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from './seed/demo-city.ts';
import { DEV_INTAKE_KEY } from './seed/intake-clients.seed.ts';
import { hasTestPostgres, startServerProcesses, type ServerProcesses } from './testing/server-processes.ts';
import { followStream as follow } from './testing/follow-stream.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Not ready this long after SIGTERM before the listener closes (SHUTDOWN_DELAY_MS). */
const DELAY_MS = 1_000;

async function loginGuard(base: string): Promise<string> {
  const phone = DEMO_LOGINS.guard;
  const post = (url: string, body: object) =>
    fetch(base + url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await post(urlOf(AUTH_ENDPOINTS.guardSmsCode), { phone });
  const inbox = await fetch(`${base}${urlOf(SYSTEM_ENDPOINTS.devLatestSms)}?phone=${phone}`);
  const { code: smsCode } = ((await inbox.json()) as { data: { code: string } }).data;
  const login = await post(urlOf(ACCOUNT_ENDPOINTS.guard.login), { phone, smsCode });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/**
 * A POST whose body arrives in two halves, so it is in flight for as long as the test wants: the
 * headers and the first half now, the rest on `finish()`; resolves with the status and body.
 */
function trickledPost(base: string, path: string, headers: Record<string, string>, body: string) {
  const bytes = Buffer.from(body);
  const half = Math.floor(bytes.length / 2);
  let finish: () => void = () => undefined;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const call = request(base + path, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'content-length': String(bytes.length) },
    });
    call.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    call.on('error', reject);
    call.write(bytes.subarray(0, half));
    call.flushHeaders();
    finish = () => call.end(bytes.subarray(half));
  });
  return { answer, finish: () => finish() };
}

const isListening = (base: string) =>
  fetch(`${base}/healthz`).then(
    () => true,
    () => false,
  );

describe.skipIf(!hasTestPostgres)('graceful restart of a server process (PostgreSQL, real processes)', () => {
  let servers: ServerProcesses;
  beforeAll(async () => {
    // The smallest demo city: the test needs one guard and one community.
    servers = await startServerProcesses({
      count: 2,
      env: { SHUTDOWN_DELAY_MS: String(DELAY_MS), DEMO_WARNINGS: '100', DEMO_RESIDENTS: '100' },
    });
  }, 120_000);
  afterAll(() => servers?.close());

  it('on SIGTERM: readyz 503, the open stream told to reconnect, the request in flight answered 200, exit 0 within 10 s; nothing lost on the other process', async () => {
    const [stopping, staying] = [servers.urlOf(0), servers.urlOf(1)];
    const token = await loginGuard(stopping);
    const stream = await follow(
      await fetch(stopping + urlOf(EARLY_WARNING_ENDPOINTS.stream), { headers: { authorization: token } }),
    );
    await expect.poll(() => stream.text).toContain(': connected');

    // An upstream push whose body is still arriving when the process is told to stop.
    const upstreamNo = `ZJ-RESTART-${Date.now()}`;
    const push = trickledPost(
      stopping,
      urlOf(INTAKE_ENDPOINTS.push),
      { 'x-intake-key': DEV_INTAKE_KEY },
      JSON.stringify({
        upstreamNo,
        source: 'province',
        kind: 'phone',
        level: 1,
        orgId: 'org-d1-s1-c1',
        victimName: '钱重启',
        victimPhone: '13911113333',
        suspectPhone: '17000002222',
      }),
    );
    await sleep(200);

    const signalledAt = Date.now();
    const exited = servers.stop(0, 'SIGTERM');
    // Not ready at once, while still answering (the load balancer's time to move on).
    await expect.poll(async () => (await fetch(`${stopping}/readyz`)).status, { timeout: DELAY_MS }).toBe(503);
    expect((await fetch(`${stopping}/healthz`)).status).toBe(200);

    // Then the stream hears that it should come back (to another process) and the listener closes …
    await expect.poll(() => stream.ended, { timeout: 5_000 }).toBe(true);
    expect(stream.text).toMatch(/retry: \d+\nevent: reconnect\ndata: \{"reason":"restart"\}\n\n$/);
    await expect.poll(() => isListening(stopping), { timeout: 5_000 }).toBe(false);

    // … while the request in flight is still waited for: its answer arrives after the listener closed.
    push.finish();
    const answer = await push.answer;
    expect(answer.status, answer.body).toBe(200);
    const { assignmentId } = (JSON.parse(answer.body) as { data: { assignmentId: string } }).data;

    expect(await exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);

    // The write is there for the other process, and the reconnected client fetches it there.
    const list = await fetch(`${staying}${urlOf(EARLY_WARNING_ENDPOINTS.page)}?state=PENDING_SIGN`, {
      headers: { authorization: token },
    });
    expect(list.status).toBe(200);
    expect(JSON.stringify(await list.json())).toContain(assignmentId);
  }, 60_000);
});
