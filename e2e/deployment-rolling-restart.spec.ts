import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EARLY_WARNING_ENDPOINTS, FILE_ENDPOINTS, UPLOAD_MAX_BYTES, urlOf } from '@afp/contract';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findNginx, startLocalDeployment, type LocalDeployment } from '../deploy/local-deployment.ts';
import { loginGuardBySms, useJourney, waitForRoute, type Journey } from './support/browser.ts';
import {
  DEMO_GUARD,
  PATH,
  chooseFacts,
  chooseOption,
  formItem,
  openWarningFromList,
  openWarningTab,
  pushWarning,
  signOpenWarning,
  tapTo,
  tokenOf,
  warningCard,
  warningInfo,
} from './support/warnings.ts';

/**
 * The example deployment (deploy/): two server processes on one PostgreSQL database behind nginx,
 * started by the same code as `npm run deploy:local`. Needs Debian's nginx and TEST_DATABASE_URL
 * (a fresh database is made on that server); CI has both.
 */
const nginx = findNginx();
const postgresServer = process.env.TEST_DATABASE_URL;
const missing = [
  ...(nginx ? [] : ['nginx (apt-get install -y nginx)']),
  ...(postgresServer ? [] : ['TEST_DATABASE_URL (a PostgreSQL server)']),
];
const isRequired = process.env.E2E_REQUIRED === '1';
if (missing.length > 0 && !isRequired) console.warn(`deployment journey skipped: needs ${missing.join(' and ')}`);

/** A drained process must be gone within this (issue 22 item 7). */
const DRAIN_LIMIT_MS = 10_000;
const STREAM_PATH = urlOf(EARLY_WARNING_ENDPOINTS.stream);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: postgresServer });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** A GET through nginx from another loopback address, with a made-up X-Forwarded-For. */
function getFrom(localAddress: string, url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { localAddress, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** Every toast and dialog the page shows, in order (the journey allows only its own successes). */
async function recordNotices(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { __notices: string[] }).__notices = shown;
    new MutationObserver(() => {
      for (const element of document.querySelectorAll<HTMLElement>('.adm-toast-main, .adm-dialog-content')) {
        if (element.dataset.seen) continue;
        element.dataset.seen = 'true';
        shown.push(element.textContent?.trim() ?? '');
      }
    }).observe(document, { childList: true, subtree: true });
  });
}
const noticesOf = (page: Page) => page.evaluate(() => (window as unknown as { __notices: string[] }).__notices);

describe.skipIf(missing.length > 0 && !isRequired)('behind nginx, two server processes on one PostgreSQL', () => {
  const journey = useJourney();
  let deployment: LocalDeployment;
  let databaseName: string;
  // The processes' shared file storage, as FILES_DIR on a shared volume would be.
  const filesDir = mkdtempSync(path.join(tmpdir(), 'afp-deploy-files-'));

  beforeAll(async () => {
    if (missing.length > 0) throw new Error(`the deployment journey needs ${missing.join(' and ')} (E2E_REQUIRED=1)`);
    databaseName = `afp_deploy_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${databaseName}`);
    const databaseUrl = new URL(postgresServer!);
    databaseUrl.pathname = `/${databaseName}`;
    deployment = await startLocalDeployment({
      databaseUrl: databaseUrl.toString(),
      serverPorts: [await freePort(), await freePort()],
      proxyPort: await freePort(),
      // The code under test, not an earlier build.
      entry: 'source',
      env: {
        DEMO_WARNINGS: '300',
        DEMO_RESIDENTS: '300',
        LOGIN_RATE_LIMIT: '1000',
        FILES_DIR: filesDir,
        // Each request's log line names the client address the server believed.
        LOG_LEVEL: 'info',
      },
    });
  });
  afterAll(async () => {
    await deployment?.close();
    if (databaseName) await adminQuery(`drop database if exists ${databaseName} with (force)`);
    rmSync(filesDir, { recursive: true, force: true });
  });

  /** The journey's phone, talking to nginx; the development SMS inbox is per process, so both are asked. */
  const throughProxy = (): Journey => ({
    ...journey,
    baseUrl: deployment.proxyUrl,
    async api(path, init) {
      const bases = path.startsWith('/proxy/api/dev/sms/latest')
        ? [deployment.serverUrl(0), deployment.serverUrl(1)]
        : [deployment.proxyUrl];
      for (const base of bases) {
        const response = await fetch(`${base}${path}`, {
          ...init,
          headers: { 'content-type': 'application/json', ...(init?.headers ?? {}) },
        });
        const body = (await response.json()) as never;
        if (response.ok || base === bases.at(-1)) return { status: response.status, body };
      }
      throw new Error('unreachable');
    },
  });
  /** The upstream platform pushing straight to one process. */
  const straightTo = (index: number): Journey => ({
    ...journey,
    baseUrl: deployment.serverUrl(index),
    api: async (path, init) => {
      const response = await fetch(`${deployment.serverUrl(index)}${path}`, {
        ...init,
        headers: { 'content-type': 'application/json', ...(init?.headers ?? {}) },
      });
      return { status: response.status, body: (await response.json()) as never };
    },
  });

  /**
   * The process holding the guard's live stream: the latest stream request in the processes' logs
   * (each request's log line has its url and time).
   */
  const streamHolder = (): number => {
    const latest = [0, 1].map((index) =>
      Math.max(
        0,
        ...deployment
          .output(index)
          .split('\n')
          .filter((line) => line.includes(`"url":"${STREAM_PATH}"`))
          .map((line) => Number(/"time":(\d+)/.exec(line)?.[1] ?? 0)),
      ),
    );
    expect(Math.max(...latest), 'a stream request in the logs').toBeGreaterThan(0);
    return latest[0]! > latest[1]! ? 0 : 1;
  };

  /** SIGTERM one process and resolve with its exit code and how long the drain took. */
  const drain = async (index: number) => {
    const startedAt = Date.now();
    const code = await deployment.stopServer(index, 'SIGTERM');
    return { code, ms: Date.now() - startedAt };
  };

  it("gives the server the client's address, never a made-up X-Forwarded-For", async () => {
    const status = await getFrom('127.0.0.7', `${deployment.proxyUrl}/health`, { 'x-forwarded-for': '10.9.8.7' });
    expect(status).toBe(200);
    // The addresses the processes believed for /health (their request log lines, which reach this
    // process's pipe a moment after the answer: read until they are there).
    const believed = () =>
      (deployment.output(0) + deployment.output(1))
        .split('\n')
        .filter((line) => line.includes('"url":"/health"'))
        .map((line) => /"remoteAddress":"([^"]+)"/.exec(line)?.[1]);
    await expect.poll(believed, { timeout: 5_000 }).toEqual(['127.0.0.7']);
  });

  it('keeps a listening guard up to date and loses no event nor write through a rolling restart', async () => {
    const { page } = journey;
    const phone = throughProxy();
    const startedAt = Date.now();
    // Where the time goes (two restarts): printed, so a slow runner's failure says which step.
    const step = (name: string) =>
      console.log(`deployment journey ${((Date.now() - startedAt) / 1000).toFixed(1)} s: ${name}`);
    await recordNotices(page);
    const streamOpened = page.waitForResponse(
      (response) => response.url().endsWith(STREAM_PATH) && response.status() === 200,
      { timeout: 30_000 },
    );
    await loginGuardBySms(phone, DEMO_GUARD);
    await openWarningTab(page);
    // The stream comes through nginx unbuffered and uncompressed (the browser offers gzip and br).
    const stream = await streamOpened;
    expect(stream.headers()['content-encoding']).toBeUndefined();
    expect(stream.headers()['x-accel-buffering']).toBe('no');
    const holder = streamHolder();
    const other = holder === 0 ? 1 : 0;
    step(`logged in, warning list open, stream held by process ${holder}`);

    // A warning pushed through either process reaches the guard; through the other one it
    // crosses processes (PostgreSQL LISTEN/NOTIFY).
    const first = await pushWarning(straightTo(holder), { victimName: '经持流进程' });
    const second = await pushWarning(straightTo(other), { victimName: '经另一进程' });
    await warningCard(page, first.assignmentId).waitFor({ timeout: 10_000 });
    await warningCard(page, second.assignmentId).waitFor({ timeout: 10_000 });
    step('warnings pushed through each process arrived');

    // Rolling restart, first the process holding the guard's stream: a warning pushed through the
    // other one while it drains — while the guard's stream moves over — still arrives.
    const holderDrained = drain(holder);
    const duringRestart = await pushWarning(straightTo(other), { victimName: '重启期间' });
    const holderStop = await holderDrained;
    step(`process ${holder} drained in ${holderStop.ms} ms (exit ${holderStop.code})`);
    expect(holderStop.code).toBe(0);
    expect(holderStop.ms).toBeLessThan(DRAIN_LIMIT_MS);
    await warningCard(page, duringRestart.assignmentId).waitFor({ timeout: 10_000 });
    step('the warning pushed during the restart arrived');
    await deployment.startServer(holder);
    step(`process ${holder} ready again`);

    // Then the other process, while the guard submits a feedback: stored once, no error.
    await openWarningFromList(page, first.assignmentId);
    await signOpenWarning(page);
    await tapTo(page, page.getByTestId('feedback-button'), PATH.handle);
    await chooseFacts(page, '及时劝阻');
    await chooseOption(formItem(page, '是否被骗'), '未被骗');
    const otherDrained = drain(other);
    await page.getByTestId('handle-submit').tap();
    await waitForRoute(page, PATH.detail);
    await expect
      .poll(() => page.getByTestId('warning-detail').getAttribute('data-state'), { timeout: 10_000 })
      .toBe('FED_BACK');
    const otherStop = await otherDrained;
    step(`feedback stored; process ${other} drained in ${otherStop.ms} ms (exit ${otherStop.code})`);
    expect(otherStop.code).toBe(0);
    expect(otherStop.ms).toBeLessThan(DRAIN_LIMIT_MS);
    await deployment.startServer(other);
    step(`process ${other} ready again`);
    const stored = await warningInfo(phone, await tokenOf(page), first.assignmentId);
    expect(stored.feedbacks).toHaveLength(1);

    // Nothing but the journey's own confirmation and successes was shown.
    const expected = [
      '验证码已发送',
      '确认签收该预警？签收后请在反馈时限内完成处置。',
      '收到新的预警',
      '签收成功',
      '反馈成功',
    ];
    expect((await noticesOf(page)).filter((text) => !expected.includes(text))).toEqual([]);
    // Both processes served the guard through nginx.
    const upstreams = new Set(
      (await deployment.accessLog()).split('\n').flatMap((line) => /\s(127\.0\.0\.1:\d+)\s/.exec(line)?.[1] ?? []),
    );
    expect(upstreams).toEqual(new Set([0, 1].map((index) => deployment.serverUrl(index).replace('http://', ''))));
  }, 120_000);

  it("lets an upload up to the server's limit through nginx; the server itself refuses a larger one", async () => {
    const { page } = journey;
    await loginGuardBySms(throughProxy(), DEMO_GUARD);
    const token = await tokenOf(page);
    const upload = async (bytes: number) => {
      const response = await fetch(`${deployment.proxyUrl}${urlOf(FILE_ENDPOINTS.upload)}?name=scene.png`, {
        method: 'POST',
        headers: { authorization: token, 'content-type': 'image/png' },
        body: new Uint8Array(bytes),
      });
      // Every answer is the app's envelope: nginx let the body through (its own refusal is an HTML page).
      const text = await response.text();
      expect(text, `answer ${response.status} to ${bytes} bytes`).toMatch(/^\{/);
      return { status: response.status, body: JSON.parse(text) as { message: string } };
    };
    // At the limit the server reads the bytes (and finds no picture in zeros), not a size refusal.
    expect((await upload(UPLOAD_MAX_BYTES)).status).not.toBe(413);
    const tooLarge = await upload(UPLOAD_MAX_BYTES + 1);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toContain('文件过大');
  });
});
