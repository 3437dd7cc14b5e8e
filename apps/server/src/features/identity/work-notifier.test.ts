import { chinaDayOf } from '@afp/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeClock } from '../../clock.ts';
import type { Clock } from '../../clock.ts';
import { createJobs, retryDelayMs, type Jobs } from '../../core/jobs/index.ts';
import type { Database } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import {
  guardUser,
  jobQueue,
  openidBinding,
  org,
  orgNotice,
  workNoticeDelivery,
  workplaceIdentity,
} from '../../db/schema.ts';
import type { WorkNoticeSender } from './work-notice-sender.ts';
import { startFakeDingTalk, type FakeDingTalk } from '../../testing/fake-dingtalk.ts';
import { startFakeZwding, type FakeZwding } from '../../testing/fake-zwding.ts';
import { openTestDatabase } from '../../testing/test-app.ts';
import { createDingTalkWorkNoticeSender } from './dingtalk.work-notice.ts';
import { WORK_NOTICE_DAILY_CAP } from './work-notice-sender.ts';
import { createWorkNotifier, type WorkMessage, type WorkNotifier } from './work-notifier.ts';
import { createZwdingWorkNoticeSender } from './zwding.work-notice.ts';

const DING = { appKey: 'ding-key', appSecret: 'ding-secret-value', corpId: 'ding-corp', agentId: '3001' };
const ZW = { appKey: 'zw-key', appSecret: 'zw-secret-value', tenantId: '196729', agentId: '88' };
const ORG = 'org-c1';
const OTHER_ORG = 'org-c2';
// 09:30 in China: the vendors' day starts at 16:00 UTC.
const MORNING = new Date('2026-03-02T01:30:00Z');

let database: Database;
let dingtalk: FakeDingTalk;
let zwding: FakeZwding;
let serial = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database);
  dingtalk = await startFakeDingTalk({ appKey: DING.appKey, appSecret: DING.appSecret, agentId: DING.agentId });
  zwding = await startFakeZwding({ appKey: ZW.appKey, appSecret: ZW.appSecret, tenantId: ZW.tenantId });
});
afterAll(async () => {
  await dingtalk.close();
  await zwding.close();
  await database.close();
});
beforeEach(async () => {
  const { db } = database;
  for (const table of [jobQueue, workNoticeDelivery, orgNotice, openidBinding, workplaceIdentity, guardUser, org]) {
    await db.delete(table);
  }
  // On PostgreSQL the queue is graphile-worker's: jobs an earlier test left (a refused delivery
  // retrying) would otherwise count in this test's queue figures.
  if (database.engine === 'postgres') await db.execute(sql`delete from graphile_worker._private_jobs`);
  await db.insert(org).values([
    { id: ORG, parentId: null, path: `/${ORG}/`, name: '花园社区', kind: 'community', level: 4 },
    { id: OTHER_ORG, parentId: null, path: `/${OTHER_ORG}/`, name: '新村社区', kind: 'community', level: 4 },
  ]);
  dingtalk.workNotices.length = 0;
  zwding.workNotices.length = 0;
  dingtalk.setOutage(undefined);
});

/** `count` guards of `orgId`, each bound through the app to its own vendor user `${prefix}-n`. */
async function bindGuards(
  count: number,
  options: { orgId?: string; app?: { provider: string; appKey: string }; prefix?: string; disabled?: boolean } = {},
) {
  const { orgId = ORG, app = { provider: 'dingtalk', appKey: DING.appKey }, prefix = 'u', disabled = false } = options;
  const rows = Array.from({ length: count }, (_, i) => {
    serial += 1;
    return { n: serial, vendorUserId: `${prefix}-${i + 1}` };
  });
  const { db } = database;
  await db.insert(guardUser).values(
    rows.map(({ n }) => ({
      id: `g-${n}`,
      name: `卫士${n}`,
      phone: `137${String(n).padStart(8, '0')}`,
      roleType: 1,
      orgId,
      disabled,
    })),
  );
  await db.insert(workplaceIdentity).values(
    rows.map(({ n, vendorUserId }) => ({
      id: `wi-${n}`,
      ...app,
      vendorUserId,
      openid: `openid-${n}`,
      name: `卫士${n}`,
      createdAt: MORNING,
    })),
  );
  await db.insert(openidBinding).values(
    rows.map(({ n }) => ({
      openid: `openid-${n}`,
      loginType: 'guard' as const,
      accountId: `g-${n}`,
      createdAt: MORNING,
    })),
  );
  return rows.map((row) => row.vendorUserId);
}

/** A logger that keeps what was written, to check that failures are logged and secrets are not. */
function recordingLog() {
  const lines: unknown[][] = [];
  const keep = (...args: unknown[]) => void lines.push(args);
  const log = { warn: keep, info: keep, debug: keep, error: keep } as unknown as FastifyBaseLogger;
  return { log, lines };
}

/** A notifier on its own job queue (the app's runner is not running here: each test runs the jobs). */
function queuedNotifier(deps: { clock: Clock; log: FastifyBaseLogger; sender?: WorkNoticeSender }) {
  const jobs = createJobs({ database, ...deps });
  return { notifier: createWorkNotifier({ db: database.db, ...deps, jobs }), jobs };
}

/** Notifies, then runs the delivery job as the runner would after the commit. */
const notifyAndDeliver = ({ notifier, jobs }: { notifier: WorkNotifier; jobs: Jobs }) => ({
  async notify(orgId: string, message: WorkMessage) {
    await notifier.notify(orgId, message);
    await jobs.runDue();
  },
});

function dingTalkNotifier(clock = fakeClock(MORNING)) {
  const { log, lines } = recordingLog();
  const sender = createDingTalkWorkNoticeSender({ ...DING, baseUrl: dingtalk.baseUrl, clock });
  const queued = queuedNotifier({ clock, log, sender });
  return { notifier: notifyAndDeliver(queued), storing: queued.notifier, jobs: queued.jobs, clock, lines };
}

const notice = (text: string) => ({ kind: 'new_warning' as const, text, warningId: 'w-1', assignmentId: 'a-1' });
const storedNotices = () => database.db.select().from(orgNotice).where(eq(orgNotice.orgId, ORG));

describe('work notices through DingTalk', () => {
  it("sends to the organisation's bound, enabled members only, 100 user ids per call", async () => {
    const members = await bindGuards(150);
    await bindGuards(1, { prefix: 'disabled', disabled: true });
    await bindGuards(1, { orgId: OTHER_ORG, prefix: 'elsewhere' });
    await bindGuards(1, { app: { provider: 'dingtalk', appKey: 'another-app' }, prefix: 'other-app' });
    const { notifier } = dingTalkNotifier();

    await notifier.notify(ORG, notice('新预警 YJ001 待签收'));

    expect(dingtalk.workNotices.map((sent) => sent.userIds.length)).toEqual([100, 50]);
    expect(dingtalk.workNotices.flatMap((sent) => sent.userIds).sort()).toEqual([...members].sort());
    expect(dingtalk.workNotices.every((sent) => sent.content === '新预警 YJ001 待签收')).toBe(true);
    expect(await storedNotices()).toHaveLength(1);
  });

  it('sends identical content to a user once a day, and again the next day', async () => {
    await bindGuards(2);
    const { notifier, clock } = dingTalkNotifier();

    await notifier.notify(ORG, notice('有一条预警移交待接收'));
    await notifier.notify(ORG, notice('有一条预警移交待接收'));
    await notifier.notify(ORG, notice('新预警 YJ002 待签收'));
    clock.advance(24 * 3600_000);
    await notifier.notify(ORG, notice('有一条预警移交待接收'));

    expect(dingtalk.workNotices.map((sent) => sent.content)).toEqual([
      '有一条预警移交待接收',
      '新预警 YJ002 待签收',
      '有一条预警移交待接收',
    ]);
    // Every notice is in the app's list, sent or not.
    expect(await storedNotices()).toHaveLength(4);
  });

  it('counts the day in China time: 23:59 and 00:01 there are two days', async () => {
    expect(chinaDayOf(new Date('2026-03-02T15:59:00Z'))).toBe('2026-03-02');
    expect(chinaDayOf(new Date('2026-03-02T16:01:00Z'))).toBe('2026-03-03');
  });

  it('stops at the daily cap per user, and sends to users below it', async () => {
    await bindGuards(1, { prefix: 'busy' });
    const { notifier, clock } = dingTalkNotifier();
    for (let i = 0; i < WORK_NOTICE_DAILY_CAP; i++) await notifier.notify(ORG, notice(`新预警 C${i} 待签收`));
    expect(dingtalk.workNotices).toHaveLength(WORK_NOTICE_DAILY_CAP);
    await bindGuards(1, { prefix: 'fresh' });

    await notifier.notify(ORG, notice('新预警 OVER 待签收'));

    expect(dingtalk.workNotices.at(-1)).toEqual({ userIds: ['fresh-1'], content: '新预警 OVER 待签收' });
    clock.advance(24 * 3600_000);
    await notifier.notify(ORG, notice('新预警 NEXT 待签收'));
    expect(dingtalk.workNotices.at(-1)?.userIds.sort()).toEqual(['busy-1', 'fresh-1']);
  });

  it('keeps the notice and resolves when the vendor fails, logs without secrets, and can send it later', async () => {
    await bindGuards(3);
    const { notifier, lines } = dingTalkNotifier();
    dingtalk.setOutage('http-500');

    await notifier.notify(ORG, notice('新预警 YJ003 待签收'));

    expect(await storedNotices()).toHaveLength(1);
    const logged = JSON.stringify(lines);
    expect(logged).toContain('work notice not sent');
    expect(logged).toContain('HTTP 500');
    expect(logged).not.toContain(DING.appSecret);
    expect(logged).not.toContain('dt-token');
    dingtalk.setOutage(undefined);
    await notifier.notify(ORG, notice('新预警 YJ003 待签收'));
    expect(dingtalk.workNotices).toEqual([{ userIds: ['u-1', 'u-2', 'u-3'], content: '新预警 YJ003 待签收' }]);
  });

  it('returns once the notice is stored, without waiting for a vendor that does not answer', async () => {
    await bindGuards(1);
    const clock = fakeClock(MORNING);
    const sender = createDingTalkWorkNoticeSender({ ...DING, baseUrl: dingtalk.baseUrl, clock, timeoutMs: 2_000 });
    const { notifier, jobs } = queuedNotifier({ clock, log: recordingLog().log, sender });
    dingtalk.setOutage('hang');

    const started = Date.now();
    await notifier.notify(ORG, notice('新预警 SLOW 待签收'));

    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await storedNotices()).toHaveLength(1);
    await jobs.runDue();
    expect(dingtalk.workNotices).toHaveLength(0);
  });

  it('keeps the notice when the vendor refuses the call (wrong agent)', async () => {
    await bindGuards(1);
    const { log, lines } = recordingLog();
    const clock = fakeClock(MORNING);
    const sender = createDingTalkWorkNoticeSender({ ...DING, agentId: '9999', baseUrl: dingtalk.baseUrl, clock });
    const notifier = notifyAndDeliver(queuedNotifier({ clock, log, sender }));

    await notifier.notify(ORG, notice('新预警 YJ004 待签收'));

    expect(await storedNotices()).toHaveLength(1);
    expect(JSON.stringify(lines)).toContain('60020');
  });
});

describe('work notices through 浙政钉', () => {
  it('sends 1000 receivers per call, each call with its own bizMsgId', async () => {
    const zwApp = { provider: 'zwding', appKey: ZW.appKey };
    await bindGuards(1001, { app: zwApp, prefix: 'acc' });
    const clock = fakeClock(MORNING);
    const sender = createZwdingWorkNoticeSender({ ...ZW, baseUrl: zwding.baseUrl, clock });
    const notifier = notifyAndDeliver(queuedNotifier({ clock, log: recordingLog().log, sender }));

    await notifier.notify(ORG, notice('新预警 ZW001 待签收'));
    await notifier.notify(ORG, notice('新预警 ZW001 待签收'));

    expect(zwding.workNotices.map((sent) => sent.userIds.length)).toEqual([1000, 1]);
    const calls = zwding.calls.filter((call) => call.path === '/message/workNotification');
    expect(new Set(calls.map((call) => call.body.bizMsgId)).size).toBe(2);
    expect(calls[0]?.body.tenantId).toBe(ZW.tenantId);
  });
});

describe('work notices without a workplace app', () => {
  it('stores the notice and calls no vendor', async () => {
    await bindGuards(1);
    const clock = fakeClock(MORNING);
    const { notifier, jobs } = queuedNotifier({ clock, log: recordingLog().log });

    await notifier.notify(ORG, notice('新预警 DEV 待签收'));

    expect(await storedNotices()).toHaveLength(1);
    expect(await jobs.runDue()).toBe(0);
    expect(dingtalk.workNotices).toHaveLength(0);
  });
});

describe('work-notice delivery as a job (the outbox)', () => {
  it('retries a delivery the vendor refused, after a backoff, and then sends it once', async () => {
    await bindGuards(2);
    const { notifier, jobs, clock } = dingTalkNotifier();
    dingtalk.setOutage('http-500');

    await notifier.notify(ORG, notice('新预警 RETRY 待签收'));
    expect(dingtalk.workNotices).toHaveLength(0);
    expect(await jobs.stats()).toMatchObject({ queued: 1, retrying: 1, failed: 0 });

    dingtalk.setOutage(undefined);
    // Not before the backoff (e^1 s): the retry waits.
    expect(await jobs.runDue()).toBe(0);
    clock.advance(retryDelayMs(1));
    // PGlite's queue follows the app clock; graphile-worker PostgreSQL's, hence the poll.
    await expect
      .poll(async () => (await jobs.runDue(), dingtalk.workNotices), { timeout: 8_000, interval: 500 })
      .toEqual([{ userIds: ['u-1', 'u-2'], content: '新预警 RETRY 待签收' }]);
    expect(await jobs.stats()).toMatchObject({ queued: 0, retrying: 0, failed: 0 });
    expect(await storedNotices()).toHaveLength(1);
  });

  it('stores and sends nothing for a change that rolled back, and both once it commits', async () => {
    await bindGuards(1);
    const { storing: notifier, jobs } = dingTalkNotifier();

    await database.db
      .transaction(async (tx) => {
        await notifier.notify(ORG, notice('新预警 UNDONE 待签收'), tx);
        throw new Error('the business change failed');
      })
      .catch(() => undefined);
    expect(await jobs.runDue()).toBe(0);
    expect(await storedNotices()).toHaveLength(0);
    expect(dingtalk.workNotices).toHaveLength(0);

    await database.db.transaction((tx) => notifier.notify(ORG, notice('新预警 DONE 待签收'), tx));
    expect(await jobs.runDue()).toBe(1);
    expect(await storedNotices()).toHaveLength(1);
    expect(dingtalk.workNotices).toEqual([{ userIds: ['u-1'], content: '新预警 DONE 待签收' }]);
  });
});
