import {
  CARD_OPENING_INTAKE_ENDPOINTS,
  EARLY_WARNING_ENDPOINTS,
  ERROR_CODES,
  INFORMATION_ENDPOINTS,
  INTAKE_ENDPOINTS,
  urlOf,
} from '@afp/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../seed/demo-city.ts';
import { DEV_INTAKE_KEY, seedIntakeClients } from '../../seed/intake-clients.seed.ts';
import { loginGuard } from '../../testing/sessions.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { earlyWarning, operationLog, orgNotice, warningAssignment } from '../../db/schema.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let guard: { token: string };

beforeAll(async () => {
  t = await buildTestApp();
  await seedIntakeClients(t.db);
  guard = await loginGuard(t.app, DEMO_LOGINS.guard);
});
afterAll(() => t.close());

const body = (overrides: Record<string, unknown> = {}) => ({
  upstreamNo: 'ZJ-2026-000123',
  source: 'province',
  kind: 'phone',
  level: 1,
  orgId: 'org-d1-s1-c1',
  victimName: '钱入库',
  victimPhone: '13911112222',
  victimIdNumber: '330102199001011234',
  suspectPhone: '17000001111',
  ...overrides,
});
const push = (payload: object, key = DEV_INTAKE_KEY) =>
  t.app.inject({
    method: 'POST',
    url: urlOf(INTAKE_ENDPOINTS.push),
    headers: key ? { 'x-intake-key': key } : {},
    payload,
  });
const search = (keyword: string) =>
  t.app.inject({
    method: 'GET',
    url: `${urlOf(INFORMATION_ENDPOINTS.page)}?keyword=${keyword}`,
    headers: { authorization: guard.token },
  });

describe('wrong intake keys', () => {
  it('are limited per IP like the logins on both intake routes; right keys never count', async () => {
    const limited = await buildTestApp({ loginRateLimit: 3 });
    try {
      await seedIntakeClients(limited.db);
      const pushFrom = (url: string, key: string, remoteAddress = '203.0.113.5') =>
        limited.app.inject({ method: 'POST', url, headers: { 'x-intake-key': key }, payload: {}, remoteAddress });
      const warnings = urlOf(INTAKE_ENDPOINTS.push);
      const cards = urlOf(CARD_OPENING_INTAKE_ENDPOINTS.push);
      // A busy upstream with the right key is never slowed: its calls answer 400 (empty body), not 429.
      for (let i = 0; i < 5; i++) expect((await pushFrom(warnings, DEV_INTAKE_KEY)).statusCode).toBe(400);
      for (const url of [warnings, cards]) {
        for (let i = 0; i < 3; i++) expect((await pushFrom(url, 'wrong-key')).statusCode).toBe(401);
        const limitedCall = await pushFrom(url, 'wrong-key');
        expect(limitedCall.statusCode).toBe(429);
        expect(limitedCall.json()).toMatchObject({
          code: 429,
          success: false,
          data: { errorCode: ERROR_CODES.rateLimited },
        });
        // Once limited, the address is refused the right key too (no guessing oracle).
        expect((await pushFrom(url, DEV_INTAKE_KEY)).statusCode).toBe(429);
      }
      // Another address keeps its own budget.
      expect((await pushFrom(warnings, DEV_INTAKE_KEY, '203.0.113.6')).statusCode).toBe(400);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/intake/early-warning/v2/push', () => {
  it('refuses a wrong or missing key with 401 intake.unauthorized, before reading the body', async () => {
    for (const key of ['wrong-key', '']) {
      const response = await push({ nonsense: true }, key);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 401, success: false, data: { errorCode: 'intake.unauthorized' } });
    }
  });

  it('creates the warning and a PENDING_SIGN assignment with deadlines, logged and noticed, visible to that guard', async () => {
    const response = await push(body());
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ duplicate: false, warningNo: expect.stringMatching(/^YJ\d{8}\d{6}$/) });
    const [assignment] = await t.db.select().from(warningAssignment).where(eq(warningAssignment.id, data.assignmentId));
    expect(assignment).toMatchObject({
      warningId: data.warningId,
      orgId: 'org-d1-s1-c1',
      orgPath: '/org-centre/org-d1/org-d1-s1/org-d1-s1-c1/',
      state: 'PENDING_SIGN',
      hop: 0,
      version: 0,
    });
    expect(assignment!.signDeadline.getTime() - t.clock.now().getTime()).toBe(5 * 60_000);
    const logged = await t.db.select().from(operationLog).where(eq(operationLog.entityId, data.warningId));
    expect(logged.map((entry) => entry.action)).toEqual(['warning.intake']);
    const notices = await t.db.select().from(orgNotice).where(eq(orgNotice.warningId, data.warningId));
    expect(notices).toMatchObject([{ orgId: 'org-d1-s1-c1', kind: 'new_warning' }]);

    const found = await search('13911112222');
    expect(found.json().data.records).toMatchObject([
      { warningId: data.warningId, victimPhone: '139****2222', victimName: '钱*库', state: 'PENDING_SIGN' },
    ]);
  });

  it('answers a repeat of (source, upstreamNo) with the same warning and creates nothing', async () => {
    const first = await push(body({ upstreamNo: 'ZJ-REPEAT-1' }));
    const again = await push(body({ upstreamNo: 'ZJ-REPEAT-1', level: 2 }));
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ warningId: first.json().data.warningId, duplicate: true });
    const rows = await t.db
      .select()
      .from(earlyWarning)
      .where(and(eq(earlyWarning.source, 'province'), eq(earlyWarning.upstreamNo, 'ZJ-REPEAT-1')));
    expect(rows).toHaveLength(1);
    const assignments = await t.db.select().from(warningAssignment).where(eq(warningAssignment.warningId, rows[0]!.id));
    expect(assignments).toHaveLength(1);
  });

  it('marks a second open warning of the same person as a duplicate of the first', async () => {
    const first = await push(body({ upstreamNo: 'ZJ-PERSON-1', victimIdNumber: '330102198001011117' }));
    const second = await push(body({ upstreamNo: 'ZJ-PERSON-2', victimIdNumber: '330102198001011117' }));
    const [row] = await t.db.select().from(earlyWarning).where(eq(earlyWarning.id, second.json().data.warningId));
    expect(row?.duplicateOfId).toBe(first.json().data.warningId);
  });

  it('refuses an ID number that fails GB 11643 with 400 naming victimIdNumber, and stores a lower-case x as X', async () => {
    const refused = {
      'wrong check character': '330102199001011235',
      'no such date': '330102199002301233',
      'born in the future': '330102209901011236',
      'old 15-digit form': '330102900101123',
      empty: '',
    };
    for (const [reason, victimIdNumber] of Object.entries(refused)) {
      const response = await push(body({ upstreamNo: `ZJ-ID-${reason}`, victimIdNumber }));
      expect(response.statusCode, reason).toBe(400);
      expect(response.json().data, reason).toEqual({ errorCode: 'request.invalid', field: 'victimIdNumber' });
    }
    const lower = await push(body({ upstreamNo: 'ZJ-ID-LOWER-X', victimIdNumber: '33010219850505126x' }));
    expect(lower.statusCode).toBe(200);
    const [row] = await t.db.select().from(earlyWarning).where(eq(earlyWarning.id, lower.json().data.warningId));
    expect(row?.victimIdNumber).toBe('33010219850505126X');
  });

  it('refuses an unknown or non-handling organisation with 400', async () => {
    for (const orgId of ['org-nowhere', 'org-d1', 'org-p01']) {
      const response = await push(body({ upstreamNo: `ZJ-ORG-${orgId}`, orgId }));
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('GET /api/guard/early-warning/v2/stream', () => {
  it('needs a guard session', async () => {
    const response = await t.app.inject({ method: 'GET', url: urlOf(EARLY_WARNING_ENDPOINTS.stream) });
    expect(response.statusCode).toBe(401);
  });

  it('pushes warning.assigned to an open stream of the assigned organisation only', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const url = `http://127.0.0.1:${address.port}${urlOf(EARLY_WARNING_ENDPOINTS.stream)}`;
    const own = new AbortController();
    const response = await fetch(url, { headers: { authorization: guard.token }, signal: own.signal });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    const readUntil = async (needle: string) => {
      while (!received.includes(needle)) {
        const chunk = await reader.read();
        if (chunk.done) throw new Error(`stream ended before ${needle}`);
        received += decoder.decode(chunk.value, { stream: true });
      }
    };
    await readUntil(': connected');

    await push(body({ upstreamNo: 'ZJ-OTHER-ORG', orgId: 'org-d2-s1-c1' }));
    const pushed = await push(body({ upstreamNo: 'ZJ-STREAM-1', level: 2 }));
    await readUntil('event: warning.assigned\ndata:');
    await readUntil('}\n\n');
    const frame = received.slice(received.indexOf('event: warning.assigned'));
    const event = JSON.parse(frame.split('\n')[1]!.slice('data: '.length));
    expect(event).toEqual({
      type: 'warning.assigned',
      assignmentId: pushed.json().data.assignmentId,
      warningId: pushed.json().data.warningId,
      orgId: 'org-d1-s1-c1',
      level: 2,
      state: 'PENDING_SIGN',
    });
    // The other organisation's warning never reached this stream.
    expect(received.match(/event: /g)).toHaveLength(1);
    own.abort();
  });
});
