import { ACCESS_LOG_ENDPOINTS as A, EARLY_WARNING_ENDPOINTS as E, type AccessLogRecord } from '@afp/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { send } from '../../testing/requests.ts';
import { loginOa } from '../../testing/sessions.ts';
import { useWarningTestApp } from '../../testing/warning-app.ts';
import { createWarning } from '../../testing/warning-factory.ts';
import { accessLog } from './index.ts';

const { t, tokens } = useWarningTestApp();

const personLog = (token: string | null, query: Record<string, unknown>) =>
  send(t.app, A.person, { as: token, query, headers: { 'x-forwarded-for': '10.9.8.7' } });
const recordsOf = (response: { json: () => { data: { records: AccessLogRecord[] } } }) => response.json().data.records;

describe('who saw this person’s data (the centre’s access log)', () => {
  it('lists each whole view of the person, newest first, with viewer, organisation, address and result', async () => {
    const warning = await createWarning(t.db, { orgId: 'org-d1-s1-c1', victimIdNumber: '110101199003071233' });
    const view = await send(t.app, E.info, { as: tokens.guard, query: { id: warning.assignmentId } });
    expect(view.statusCode, view.body).toBe(200);

    const [row] = await t.db
      .select()
      .from(accessLog)
      .where(and(eq(accessLog.personKey, warning.personKey), eq(accessLog.action, 'warning.view_whole')));
    expect(row).toMatchObject({ actorType: 'guard', subjectId: warning.assignmentId, result: 'success' });
    expect(row?.clientAddress).toBe('127.0.0.1');

    const answer = await personLog(tokens.oa, { personKey: warning.personKey });
    expect(answer.statusCode, answer.body).toBe(200);
    const records = recordsOf(answer);
    expect(records.map((record) => record.action)).toEqual(['warning.view_whole']);
    expect(records[0]).toMatchObject({
      actorType: 'guard',
      actionLabel: '查看预警完整信息',
      clientAddress: '127.0.0.1',
      result: 'success',
      subjectType: 'warning_assignment',
    });
    expect(records[0]!.actorName).not.toBe(records[0]!.id);
    expect(records[0]!.orgName).not.toBe('');
    // The centre's read is in the audit trail too, with its address (X-Forwarded-For from an untrusted client ignored).
    const reads = await t.db
      .select()
      .from(accessLog)
      .where(and(eq(accessLog.action, 'access_log.read'), eq(accessLog.subjectId, warning.personKey)));
    expect(reads).toEqual([
      expect.objectContaining({
        actorType: 'oa',
        actorId: 'oa-admin',
        subjectType: 'access_log',
        clientAddress: '127.0.0.1',
      }),
    ]);
  });

  it('pages through keyset cursors, and every page read is logged', async () => {
    const warning = await createWarning(t.db, { orgId: 'org-d1-s1-c1', victimIdNumber: '11010119880708123X' });
    for (let i = 0; i < 3; i++) await send(t.app, E.info, { as: tokens.guard, query: { id: warning.assignmentId } });
    const first = await personLog(tokens.oa, { personKey: warning.personKey, pageSize: 2 });
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json().data as { records: AccessLogRecord[]; nextCursor: string | null; total: number };
    expect(page.total).toBe(3);
    expect(page.nextCursor).not.toBeNull();
    const second = await personLog(tokens.oa, { personKey: warning.personKey, pageSize: 2, cursor: page.nextCursor });
    const rest = recordsOf(second);
    expect(rest.map((record) => record.action)).toEqual(['warning.view_whole']);
    expect(second.json().data.nextCursor).toBeNull();
    expect(new Set([...page.records, ...rest].map((record) => record.id)).size).toBe(3);
    const reads = await t.db
      .select()
      .from(accessLog)
      .where(and(eq(accessLog.action, 'access_log.read'), eq(accessLog.subjectId, warning.personKey)));
    expect(reads).toHaveLength(2);
  });

  it('is the centre’s only: a district’s oa staff and guards 403, nobody signed in 401, and none of them logged', async () => {
    const warning = await createWarning(t.db, { orgId: 'org-d1-s1-c1', victimIdNumber: '110101197505051233' });
    const districtOa = await loginOa(t.app, 'oaStaff');
    for (const token of [districtOa, tokens.district, tokens.guard]) {
      expect((await personLog(token, { personKey: warning.personKey })).statusCode).toBe(403);
    }
    expect((await personLog(null, { personKey: warning.personKey })).statusCode).toBe(401);
    const reads = await t.db.select().from(accessLog).where(eq(accessLog.subjectId, warning.personKey));
    expect(reads).toEqual([]);
  });

  it('answers an empty page for a person nobody saw', async () => {
    const answer = await personLog(tokens.oa, { personKey: 'no-such-person' });
    expect(answer.statusCode).toBe(200);
    expect(recordsOf(answer)).toEqual([]);
  });
});
