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

  /** SIGTERM one process and resolve with its exit code and how long the drain took. */
  const drain = async (index: number) => {
    const startedAt = Date.now();
    const code = await deployment.stopServer(index, 'SIGTERM');
    return { code, ms: Date.now() - startedAt };
  };

  it("gives the server the client's address, never a made-up X-Forwarded-For", async () => {
    const status = await getFrom('127.0.0.7', `${deployment.proxyUrl}/health`, { 'x-forwarded-for': '10.9.8.7' });
    expect(status).toBe(200);
    const logged = deployment.output(0) + deployment.output(1);
    expect(logged).toContain('"remoteAddress":"127.0.0.7"');
    expect(logged).not.toContain('10.9.8.7');
  });

  it('keeps a listening guard up to date and loses no event nor write through a rolling restart', async () => {
    const { page } = journey;
    const phone = throughProxy();
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

    // A warning pushed through either process reaches the guard, whichever holds the stream.
    const first = await pushWarning(straightTo(0), { victimName: '经零号进程' });
    const second = await pushWarning(straightTo(1), { victimName: '经一号进程' });
    await warningCard(page, first.assignmentId).waitFor({ timeout: 10_000 });
    await warningCard(page, second.assignmentId).waitFor({ timeout: 10_000 });

    // Rolling restart while the guard listens: each process in turn, a warning pushed through the
    // other while it drains — one of the two held the guard's stream, which had to move.
    const duringRestart: string[] = [];
    for (const [index, other] of [
      [0, 1],
      [1, 0],
    ] as const) {
      const drained = drain(index);
      duringRestart.push((await pushWarning(straightTo(other), { victimName: `重启${index}号时` })).assignmentId);
      const { code, ms } = await drained;
      expect(code, `process ${index} exit code`).toBe(0);
      expect(ms, `process ${index} drain time`).toBeLessThan(DRAIN_LIMIT_MS);
      await deployment.startServer(index);
    }
    for (const assignmentId of duringRestart) await warningCard(page, assignmentId).waitFor({ timeout: 10_000 });

    // A feedback submitted while one process drains is stored once.
    await openWarningFromList(page, first.assignmentId);
    await signOpenWarning(page);
    await tapTo(page, page.getByTestId('feedback-button'), PATH.handle);
    await chooseFacts(page, '及时劝阻');
    await chooseOption(formItem(page, '是否被骗'), '未被骗');
    const drained = drain(0);
    await page.getByTestId('handle-submit').tap();
    await waitForRoute(page, PATH.detail);
    await expect
      .poll(() => page.getByTestId('warning-detail').getAttribute('data-state'), { timeout: 10_000 })
      .toBe('FED_BACK');
    expect((await drained).code).toBe(0);
    await deployment.startServer(0);
    const stored = await warningInfo(phone, await tokenOf(page), first.assignmentId);
    expect(stored.feedbacks).toHaveLength(1);

    // Nothing but the journey's own successes was shown.
    const shown = await noticesOf(page);
    expect(shown.filter((text) => !['收到新的预警', '签收成功', '反馈成功'].includes(text))).toEqual([]);
    // Both processes served the guard through nginx.
    const upstreams = new Set(
      (await deployment.accessLog()).split('\n').flatMap((line) => /\s(127\.0\.0\.1:\d+)\s/.exec(line)?.[1] ?? []),
    );
    expect(upstreams).toEqual(new Set([0, 1].map((index) => deployment.serverUrl(index).replace('http://', ''))));
  });

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
      return { status: response.status, body: (await response.json()) as { message: string } };
    };
    // At the limit the server reads the bytes (and finds no picture in zeros), not a size refusal.
    expect((await upload(UPLOAD_MAX_BYTES)).status).not.toBe(413);
    const tooLarge = await upload(UPLOAD_MAX_BYTES + 1);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toContain('文件过大');
  });
});
