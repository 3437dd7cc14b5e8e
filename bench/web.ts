import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import Fastify from 'fastify';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { build } from 'vite';
import { registerWebApp } from '../apps/server/src/plugins/web-app.ts';
import { precompress } from '../apps/web/build/precompress.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE_CONTEXT } from '../e2e/support/chromium.ts';
import { root, startProcess } from './support.ts';
import {
  loginSession,
  openAs,
  TAP_INTERVAL_MS,
  tapShownAt,
  tapWorksAt,
  type SessionKind,
  type StoredSession,
  type TapProbe,
} from './web-first-use.ts';

/**
 * `npm run bench:web`: cold first loads of every first route (the login page, the guard home
 * arrived by auth code, the oa home, the cooperation index, the guard's 反诈预警 tab) and of the
 * chart pages against an empty React page built in the same run with the project's own Vite, React
 * and precompression and served by the same code (registerWebApp), in Debian Chromium at a phone
 * viewport under the issue's mobile profile. A first route is loaded twice per round: once
 * untouched for its paint and blocking time, once tapped from the start until a tap works
 * (a tap stops the browser's LCP). Prints medians, the ratios and PASS/FAIL per goal; it is a
 * benchmark, so it exits 0 whatever the figures (non-zero only when something crashed).
 * `BENCH_PAGES=oa,cooperation` measures only the pages whose names contain one of the words (and the
 * empty page).
 */

/** 150 ms added per request, 1.6 Mbps down, 750 kbps up (bytes per second). */
const NETWORK = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };
const CPU_SLOWDOWN = 4;
const LOADS = Number(process.env.BENCH_LOADS ?? 5);
/** A load has settled when its route has drawn and the network has then been quiet this long. */
const QUIET_MS = 1_000;
const SETTLE_TIMEOUT_MS = 90_000;
/** A main-thread task blocks input for the part of it beyond this (the TBT definition). */
const BLOCKING_THRESHOLD_MS = 50;
const GOALS = { lcpRatio: 1.35, tapRatio: 1.5, assetsRatio: 2.2, tbtMs: 100, chartLcpMs: 2_500 };
/** Long-lived streams (the warning stream is fetched server-sent events) never finish, so they do not keep a load from settling. */
const STREAM_TYPES = new Set(['EventSource', 'WebSocket']);
const STREAM_MIME_TYPE = 'text/event-stream';
const RUN = Date.now().toString(36);

interface Target {
  name: string;
  /** Where the load starts; `load` numbers it, because an auth code works only once. */
  url: (load: number) => string;
  /** The element that shows the route has drawn its content (visible, with text). */
  drawn: string;
  /** The build the target's assets come from, to size what it requested. */
  distDir: string;
  /** Who opens it (logged in once per run, the session copied into each cold tab); nobody when absent. */
  session?: SessionKind;
  /** A first route: what a person taps first, and what shows it worked. */
  tap?: TapProbe;
  /** A chart page: judged by its LCP alone. */
  chart?: boolean;
}

interface Load {
  lcp: number;
  /** When the app itself had drawn the route (its `drawn` element), past any prerendered copy. */
  drawn: number;
  /** What the largest contentful paint was: tag, class and the start of its text. */
  lcpElement: string;
  fcp: number;
  tbt: number;
  requests: number;
  bytes: number;
  /** JS and CSS files requested, by path under the build, with their gzip -9 size. */
  assets: Map<string, number>;
  errors: string[];
  /** When a tap first worked, in another load of the same round (NaN for a page that is not a first route). */
  tapWorks: number;
  /** When the app itself showed what that tap asked for (NaN likewise). */
  tapShown: number;
}

interface LongTask {
  start: number;
  duration: number;
}

/** The page's own clock readings at the moment the load settled. */
interface Timings {
  fcp: number;
  lcp: number;
  lcpElement: string;
  settledAt: number;
  longTasks: LongTask[];
}

function buildApp(): void {
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`npm run build -w apps/web failed (${result.status})`);
}

/** The baseline: bench/web-baseline with the app's React plugin and precompression, nothing else. */
async function buildBaseline(outDir: string): Promise<void> {
  // Vite's build sets NODE_ENV=production in this process, which the server started next would inherit.
  const nodeEnv = process.env.NODE_ENV;
  await build({
    root: path.join(root, 'bench/web-baseline'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), precompress()],
    build: { outDir, emptyOutDir: true },
  });
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
}

/** The baseline served by the app's own web-app code: same Content-Encoding, Vary and Cache-Control. */
async function serveBaseline(distDir: string) {
  const server = Fastify();
  await registerWebApp(server, distDir);
  const url = await server.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => server.close() };
}

const isHealthy = (url: string) =>
  fetch(`${url}/health`).then(
    (response) => response.ok,
    () => false,
  );

/** Waits for the server's first start (migrations and the demo city's seeding take a while). */
async function untilHealthy(url: string): Promise<void> {
  const deadline = Date.now() + 10 * 60_000;
  while (!(await isHealthy(url))) {
    if (Date.now() > deadline) throw new Error(`server at ${url} did not become healthy`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Throttles the page like the issue's phone and counts what it transfers. */
async function throttledNetwork(cdp: CDPSession) {
  const requested: string[] = [];
  const open = new Map<string, string>();
  let bytes = 0;
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
    if (!/^https?:/.test(request.url)) return;
    requested.push(request.url);
    if (!STREAM_TYPES.has(type ?? '')) open.set(requestId, request.url);
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (response.mimeType === STREAM_MIME_TYPE) open.delete(requestId);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (!open.delete(requestId)) return;
    bytes += encodedDataLength;
    lastActivity = Date.now();
  });
  cdp.on('Network.loadingFailed', ({ requestId }) => {
    if (open.delete(requestId)) lastActivity = Date.now();
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return {
    requested,
    bytes: () => bytes,
    async quiet(): Promise<void> {
      const deadline = Date.now() + SETTLE_TIMEOUT_MS;
      while (open.size > 0 || Date.now() - lastActivity < QUIET_MS) {
        if (Date.now() > deadline) throw new Error(`network never quiet: ${[...open.values()].join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/** Runs in the page before its own scripts: long tasks are only reported to an observer already there. */
function observeLongTasks(): void {
  const tasks: { start: number; duration: number }[] = [];
  (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask' });
}

/** Runs in the page once it has settled. */
async function readTimings(): Promise<Timings> {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
  type LcpEntry = PerformanceEntry & { element?: Element | null; size?: number };
  const entry = await new Promise<LcpEntry | undefined>((resolve) => {
    new PerformanceObserver((list) => resolve(list.getEntries().at(-1))).observe({
      type: 'largest-contentful-paint',
      buffered: true,
    });
    setTimeout(() => resolve(undefined), 2_000);
  });
  const element = entry?.element;
  const lcpElement = element
    ? `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''} ` +
      `"${(element.textContent ?? '').trim().slice(0, 12)}"${element.isConnected ? '' : ' (since replaced)'}`
    : // Chromium drops the element of an entry once it has left the document (e.g. a prerendered screen).
      'an element since removed';
  const longTasks = (window as unknown as { __longTasks: LongTask[] }).__longTasks;
  return { fcp, lcp: entry?.startTime ?? Number.NaN, lcpElement, settledAt: performance.now(), longTasks };
}

/** The page's clock when the element has drawn (prerendered copies carry no test ids), else false. */
function drawnAt(selector: string): number | false {
  const element = document.querySelector(selector);
  const content = !!element?.textContent?.trim() || !!element?.querySelector('canvas');
  return content && !!element && element.getBoundingClientRect().height > 0 && performance.now();
}

/** The blocking part of each long task between first contentful paint and the settled moment. */
function totalBlockingTime(tasks: LongTask[], from: number, to: number): number {
  return tasks.reduce((sum, task) => {
    const blocking = Math.min(task.start + task.duration, to) - Math.max(task.start, from) - BLOCKING_THRESHOLD_MS;
    return sum + Math.max(0, blocking);
  }, 0);
}

const gzipSizes = new Map<string, number>();
/** The gzip -9 size of one built file (what precompress writes as .gz), whether or not a .gz exists. */
function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

function scriptsAndStyles(urls: string[], distDir: string): Map<string, number> {
  const assets = new Map<string, number>();
  for (const url of urls) {
    const { pathname } = new URL(url);
    if (/^\/assets\/.+\.(?:js|css)$/.test(pathname)) assets.set(pathname, gzipSize(path.join(distDir, pathname)));
  }
  return assets;
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** One cold load in a fresh context (empty cache, no session), throttled, until the route has settled. */
async function measureLoad(browser: Browser, target: Target, load: number, session?: StoredSession): Promise<Load> {
  const context = await browser.newContext(PHONE_CONTEXT);
  await openAs(context, session);
  try {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.addInitScript(observeLongTasks);
    const network = await throttledNetwork(await context.newCDPSession(page));
    await page.goto(target.url(load), { waitUntil: 'commit' });
    const drawn = await page
      .waitForFunction(drawnAt, target.drawn, { polling: 'raf', timeout: SETTLE_TIMEOUT_MS })
      .catch((error: unknown) => {
        throw new Error(`${target.name}: ${target.drawn} never drew`, { cause: error });
      });
    const drawnMs = Number(await drawn.jsonValue());
    await network.quiet();
    const timings = await page.evaluate(readTimings);
    return {
      lcp: timings.lcp,
      drawn: drawnMs,
      lcpElement: timings.lcpElement,
      fcp: timings.fcp,
      tbt: totalBlockingTime(timings.longTasks, timings.fcp, timings.settledAt),
      requests: network.requested.length,
      bytes: network.bytes(),
      assets: scriptsAndStyles(network.requested, target.distDir),
      errors,
      tapWorks: Number.NaN,
      tapShown: Number.NaN,
    };
  } finally {
    await context.close();
  }
}

/**
 * Another cold load, tapped from the start: when a tap first worked and when the app showed its
 * result (ms since navigation start).
 */
async function measureTap(
  browser: Browser,
  target: Target,
  load: number,
  session?: StoredSession,
): Promise<{ tapWorks: number; tapShown: number }> {
  if (!target.tap) return { tapWorks: Number.NaN, tapShown: Number.NaN };
  const context = await browser.newContext(PHONE_CONTEXT);
  await openAs(context, session);
  try {
    const page = await context.newPage();
    await throttledNetwork(await context.newCDPSession(page));
    // Auth codes work once: the tapped loads number theirs apart from the untouched ones.
    await page.goto(target.url(load + 1_000), { waitUntil: 'commit' });
    const tapWorks = await tapWorksAt(page, target.tap);
    return { tapWorks, tapShown: await tapShownAt(page, target.tap) };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

interface Summary {
  lcp: number;
  drawn: number;
  lcpElements: string[];
  fcp: number;
  tbt: number;
  requests: number;
  bytes: number;
  assetsGz: number;
  assets: Map<string, number>;
  errors: string[];
  tapWorks: number;
  tapShown: number;
}

function summarise(loads: Load[]): Summary {
  const of = (pick: (load: Load) => number) => median(loads.map(pick));
  return {
    lcp: of((load) => load.lcp),
    drawn: of((load) => load.drawn),
    lcpElements: [...new Set(loads.map((load) => load.lcpElement))],
    fcp: of((load) => load.fcp),
    tbt: of((load) => load.tbt),
    requests: of((load) => load.requests),
    bytes: of((load) => load.bytes),
    assetsGz: of((load) => sum(load.assets.values())),
    assets: new Map(loads.flatMap((load) => [...load.assets])),
    errors: [...new Set(loads.flatMap((load) => load.errors))],
    tapWorks: of((load) => load.tapWorks),
    tapShown: of((load) => load.tapShown),
  };
}

interface Goal {
  goal: string;
  value: string;
  ok: boolean;
}

/** A chart page is judged by its LCP; a first route by its paint, its first working tap, its files and TBT. */
function goalsOf(s: Summary, baseline: Summary, kind: 'chart' | 'first route' | undefined): Goal[] {
  const ratio = (value: number) => value / baseline.lcp;
  if (kind === 'chart')
    return [{ goal: `LCP ≤ ${GOALS.chartLcpMs} ms`, value: `${Math.round(s.lcp)} ms`, ok: s.lcp <= GOALS.chartLcpMs }];
  const assetsRatio = s.assetsGz / baseline.assetsGz;
  const goals = [
    {
      goal: `LCP ≤ ${GOALS.lcpRatio}× empty`,
      value: `${ratio(s.lcp).toFixed(2)}×`,
      ok: ratio(s.lcp) <= GOALS.lcpRatio,
    },
    {
      goal: `tap works ≤ ${GOALS.tapRatio}× empty's LCP`,
      value: `${ratio(s.tapWorks).toFixed(2)}×`,
      ok: ratio(s.tapWorks) <= GOALS.tapRatio,
    },
    {
      goal: `JS+CSS gz ≤ ${GOALS.assetsRatio}× empty`,
      value: `${assetsRatio.toFixed(2)}×`,
      ok: assetsRatio <= GOALS.assetsRatio,
    },
    { goal: `TBT ≤ ${GOALS.tbtMs} ms`, value: `${Math.round(s.tbt)} ms`, ok: s.tbt <= GOALS.tbtMs },
  ];
  return kind === 'first route' ? goals : goals.filter((goal) => !goal.goal.startsWith('tap'));
}

function report(
  summaries: Map<string, Summary>,
  baselineName: string,
  kinds: Map<string, 'chart' | 'first route' | undefined>,
): void {
  console.table(
    [...summaries].map(([page, s]) => ({
      page,
      'LCP ms': Math.round(s.lcp),
      'FCP ms': Math.round(s.fcp),
      'app drawn ms': Math.round(s.drawn),
      'tap works ms': Number.isNaN(s.tapWorks) ? '' : Math.round(s.tapWorks),
      'tap shown ms': Number.isNaN(s.tapShown) ? '' : Math.round(s.tapShown),
      'TBT ms': Math.round(s.tbt),
      requests: s.requests,
      'KB transferred': kb(s.bytes),
      'JS+CSS gz KB': kb(s.assetsGz),
    })),
  );
  const baseline = summaries.get(baselineName);
  if (!baseline) return;
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  const goals = [...summaries]
    .filter(([page]) => page !== baselineName)
    .flatMap(([page, s]) => goalsOf(s, baseline, kinds.get(page)).map((goal) => ({ page, ...goal })));
  console.table(goals.map(({ page, goal, value, ok }) => ({ page, goal, value, verdict: verdict(ok) })));
  for (const [page, s] of summaries) {
    console.log(`\n${page}: largest contentful paint ${s.lcpElements.join(' | ')}; JS and CSS requested (gzip -9)`);
    for (const [file, size] of [...s.assets].sort((a, b) => b[1] - a[1]))
      console.log(`  ${kb(size).padStart(7)} KB  ${file}`);
    for (const error of s.errors) console.log(`  console error: ${error}`);
  }
}

/** The empty page first (the baseline), then the first routes, then the chart pages. */
function targetsOf(appUrl: string, baselineUrl: string): Target[] {
  const page = (name: string, route: string, drawn: string, extra: Partial<Target>): Target => ({
    name,
    url: () => `${appUrl}/#${route}`,
    drawn: `[data-testid="${drawn}"]`,
    distDir: appDistDir,
    ...extra,
  });
  const tile = (text: string, route: string): TapProbe => ({ selector: 'button', text, until: { route } });
  const tab = (text: string): TapProbe => ({ selector: '[role="tab"]', text, until: { selected: true } });
  return [
    {
      name: 'empty React page',
      url: () => `${baselineUrl}/`,
      drawn: '[data-testid="empty-page"]',
      distDir: baselineDir,
    },
    page('login page', '/pages/login/login', 'login-submit', { tap: tab('工作人员') }),
    {
      ...page('guard home (auth code)', '/', 'guard-name', {
        tap: tile('预警处置', '/pages/packageSubGuard/early-warning-detail/early-warning-detail-list'),
      }),
      // Auth codes work once: unique to the run too, for a data directory used before (BENCH_DATA_DIR).
      url: (load) => `${appUrl}/?auth_code=dev-guard-1.bench${RUN}-${load}#/`,
    },
    page('oa home', '/pages/index/index', 'oa-account-name', {
      session: 'oa',
      tap: tile('公文通知', '/pages/email/inbox'),
    }),
    page('cooperation index', '/pages/cooperation/index', 'cooperation-name', {
      session: 'cooperation',
      tap: tab('工单'),
    }),
    page('guard 反诈预警 tab', '/pages/guard/data/data', 'warning-list-panel', {
      session: 'guard',
      tap: { selector: '[role="tab"]', text: '首页', until: { route: '/pages/guard/index' } },
    }),
    page('rule statistics (chart)', '/pages/rule-sta/index', 'rule-chart', { session: 'oa', chart: true }),
    page('预警总览 overview (chart)', '/pages/warning-overview/index', 'overview-chart-hour', {
      session: 'oa',
      chart: true,
    }),
    page('report summary (chart)', '/pages/report/detail?templateId=rt-weekly', 'report-summary-chart', {
      session: 'oa',
      chart: true,
    }),
  ];
}

const workDir = mkdtempSync(path.join(tmpdir(), 'afp-bench-web-'));
const baselineDir = path.join(workDir, 'baseline');
const appDistDir = path.join(root, 'apps/web/dist');
console.log('building the app and the empty React page…');
buildApp();
await buildBaseline(baselineDir);
const app = await startProcess(
  'apps/server/src/server.ts',
  // BENCH_DATA_DIR: a data directory the server has seeded before (seeding takes minutes on a busy machine).
  { DATA_DIR: process.env.BENCH_DATA_DIR ?? path.join(workDir, 'data'), LOGIN_RATE_LIMIT: '100000' },
  '/health',
);
const baseline = await serveBaseline(baselineDir);
let browser: Browser | undefined;
try {
  await untilHealthy(app.url);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const wanted = process.env.BENCH_PAGES?.split(',').filter(Boolean);
  const targets = targetsOf(app.url, baseline.url).filter(
    (target, index) => index === 0 || !wanted || wanted.some((word) => target.name.includes(word)),
  );
  const sessions = new Map<SessionKind, StoredSession>();
  for (const kind of new Set(targets.flatMap((target) => target.session ?? [])))
    sessions.set(kind, await loginSession(browser, app.url, kind));
  const sessionOf = (target: Target) => (target.session ? sessions.get(target.session) : undefined);
  console.log(
    `Chromium ${browser.version()}, ${PHONE_CONTEXT.viewport.width}×${PHONE_CONTEXT.viewport.height} mobile; ` +
      `${NETWORK.latency} ms latency, ${(NETWORK.downloadThroughput * 8) / 1e6} Mbps down, ` +
      `${(NETWORK.uploadThroughput * 8) / 1e3} kbps up, ${CPU_SLOWDOWN}× CPU; ${LOADS} cold loads each after one warm-up, medians\n`,
  );
  const loads = new Map<string, Load[]>(targets.map((target) => [target.name, []]));
  // Warm-up: server JIT, disk cache.
  for (const target of targets) await measureLoad(browser, target, 0, sessionOf(target)).catch(() => undefined);
  // Interleaved, so a busy moment on the machine falls on every page alike.
  for (let load = 1; load <= LOADS; load++) {
    for (const target of targets) {
      try {
        const measured = await measureLoad(browser, target, load, sessionOf(target));
        Object.assign(measured, await measureTap(browser, target, load, sessionOf(target)));
        loads.get(target.name)?.push(measured);
      } catch (error) {
        // One page that never draws is a figure to report (its goals fail), not the end of the run.
        console.log(`${target.name}, load ${load}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    process.stdout.write(`load ${load}/${LOADS} done\n`);
  }
  const kinds = new Map(
    targets.map((target) => [target.name, target.chart ? 'chart' : target.tap ? 'first route' : undefined] as const),
  );
  report(new Map([...loads].map(([name, measured]) => [name, summarise(measured)])), targets[0]?.name ?? '', kinds);
  console.log(
    "\nApp drawn: when the app itself showed the route's content (the guard's name), after any prerendered copy in index.html. " +
      'Tap works: in a second cold load, the first tile or tab tapped from navigation on, every ' +
      `${TAP_INTERVAL_MS} ms wherever the screen shows it, until a tap opened its route or selected its tab; tap shown: when the app itself showed that route or tab ` +
      '(no prerendered copy, no splash). ' +
      `TBT: long tasks' time beyond ${BLOCKING_THRESHOLD_MS} ms between first contentful paint and the load ` +
      `settling (route drawn, then no request open for ${QUIET_MS} ms). JS+CSS gz: the .js/.css files the load ` +
      'requested, at gzip -9. Bytes: encoded bytes received (headers included) as Chromium counts them.',
  );
} finally {
  await browser?.close();
  await baseline.close();
  await app.stopAndWait();
  rmSync(workDir, { recursive: true, force: true });
}
