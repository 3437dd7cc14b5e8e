import { randomUUID } from 'node:crypto';
import {
  EARLY_WARNING_ENDPOINTS as E,
  ERROR_CODES,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_TTL_MS,
  IDEMPOTENT_REPLAY_HEADER,
  urlOf,
} from '@afp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { warningAssignment, warningFeedback } from '../../db/schema.ts';
import { resetClockPerTest } from '../../testing/clock-per-test.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { createWarning, FINAL_FEEDBACK, loginWarningRoles } from '../../testing/warning-factory.ts';
import { IDEMPOTENCY_ABANDONED_MS } from './idempotency.ts';
import { idempotentRequest } from './idempotency.table.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let tokens: Awaited<ReturnType<typeof loginWarningRoles>>;
beforeAll(async () => {
  t = await buildTestApp();
  tokens = await loginWarningRoles(t.app, t.db);
});
resetClockPerTest(() => t.clock);
afterAll(() => t.close());

const post = (endpoint: typeof E.sign | typeof E.feedback, body: object, key?: string, token = tokens.guard) =>
  t.app.inject({
    method: 'POST',
    url: urlOf(endpoint),
    headers: { authorization: token, ...(key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}) },
    payload: body,
  });
const newAssignment = async () => (await createWarning(t.db, { orgId: 'org-d1-s1-c1' })).assignmentId;
const versionOf = async (id: string) =>
  (await t.db.select().from(warningAssignment).where(eq(warningAssignment.id, id)))[0]!.version;
const feedbacksOf = (id: string) => t.db.select().from(warningFeedback).where(eq(warningFeedback.assignmentId, id));

describe('idempotency keys on state-changing calls', () => {
  it('a repeat with the same key and request gets the first answer, and nothing happens twice', async () => {
    const id = await newAssignment();
    await post(E.sign, { assignmentId: id, version: 0 });
    const key = randomUUID();
    const body = { ...FINAL_FEEDBACK, assignmentId: id, version: 1 };
    const first = await post(E.feedback, body, key);
    expect(first.statusCode).toBe(200);
    const repeat = await post(E.feedback, body, key);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.body).toBe(first.body);
    expect(repeat.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
    expect(await feedbacksOf(id)).toHaveLength(1);
    expect(await versionOf(id)).toBe(2);
  });

  it('without a key the same repeat is refused as stale, so the key is what makes a retry safe', async () => {
    const id = await newAssignment();
    expect((await post(E.sign, { assignmentId: id, version: 0 })).statusCode).toBe(200);
    const again = await post(E.sign, { assignmentId: id, version: 0 });
    expect(again.statusCode).toBe(409);
  });

  it('the same key with a different request answers 422 and changes nothing', async () => {
    const [a, b] = [await newAssignment(), await newAssignment()];
    const key = randomUUID();
    expect((await post(E.sign, { assignmentId: a, version: 0 }, key)).statusCode).toBe(200);
    const reused = await post(E.sign, { assignmentId: b, version: 0 }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ success: false, data: { errorCode: ERROR_CODES.idempotencyKeyReused } });
    expect(await versionOf(b)).toBe(0);
  });

  it('keys belong to their caller: another account with the same key is handled on its own', async () => {
    const [mine, theirs] = [await newAssignment(), await createWarning(t.db, { orgId: 'org-d1-s1-c2' })];
    const key = randomUUID();
    expect((await post(E.sign, { assignmentId: mine, version: 0 }, key)).statusCode).toBe(200);
    const other = await post(E.sign, { assignmentId: theirs.assignmentId, version: 0 }, key, tokens.siblingGuard);
    expect(other.statusCode).toBe(200);
    expect(other.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBeUndefined();
    expect(other.json().data.assignmentId).toBe(theirs.assignmentId);
  });

  it('a request still running answers 409; a claim abandoned for a minute is taken over', async () => {
    const id = await newAssignment();
    const key = randomUUID();
    const body = { assignmentId: id, version: 0 };
    expect((await post(E.sign, body, key)).statusCode).toBe(200);
    // As if the first request had claimed the key and then died before answering.
    await t.db.update(idempotentRequest).set({ statusCode: null, answer: null }).where(eq(idempotentRequest.key, key));
    const running = await post(E.sign, body, key);
    expect(running.statusCode).toBe(409);
    expect(running.json().data.errorCode).toBe(ERROR_CODES.requestInProgress);
    t.clock.advance(IDEMPOTENCY_ABANDONED_MS + 1);
    // Taken over and handled afresh: the warning is signed already, so the version check refuses it.
    const takenOver = await post(E.sign, body, key);
    expect(takenOver.statusCode).toBe(409);
    expect(takenOver.json().data.errorCode).not.toBe(ERROR_CODES.requestInProgress);
  });

  it('a key is kept for 24 hours, then forgotten', async () => {
    const id = await newAssignment();
    const key = randomUUID();
    const body = { assignmentId: id, version: 0 };
    await post(E.sign, body, key);
    // Ages the stored key (moving the clock a day would also expire the session).
    const agedBy = (ms: number) =>
      t.db
        .update(idempotentRequest)
        .set({ createdAt: new Date(t.clock.now().getTime() - ms) })
        .where(eq(idempotentRequest.key, key));
    await agedBy(IDEMPOTENCY_TTL_MS - 1000);
    const withinDay = await post(E.sign, body, key);
    expect(withinDay.statusCode).toBe(200);
    expect(withinDay.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
    await agedBy(IDEMPOTENCY_TTL_MS + 1000);
    const afterExpiry = await post(E.sign, body, key);
    expect(afterExpiry.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBeUndefined();
    expect(afterExpiry.statusCode).toBe(409);
  });

  it.each(['short', 'x'.repeat(129), 'has spaces in it, really'])('refuses a malformed key %#', async (key) => {
    const id = await newAssignment();
    const response = await post(E.sign, { assignmentId: id, version: 0 }, key);
    expect(response.statusCode).toBe(400);
    expect(await versionOf(id)).toBe(0);
  });
});
