import { LIAISON_FEEDBACK_ENDPOINTS, urlOf } from '@afp/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useWarningTestApp } from '../../testing/warning-app.ts';
import { createWarning } from '../../testing/warning-factory.ts';
import { operationLog } from '../../db/schema.ts';
import { liaisonFeedback } from './liaison-feedback.table.ts';

const { t, tokens } = useWarningTestApp();

const create = (token: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: urlOf(LIAISON_FEEDBACK_ENDPOINTS.create),
    headers: { authorization: token },
    payload,
  });
const list = (token: string, assignmentId: string) =>
  t.app.inject({
    method: 'GET',
    url: `${urlOf(LIAISON_FEEDBACK_ENDPOINTS.list)}?assignmentId=${assignmentId}`,
    headers: { authorization: token },
  });

describe('liaison feedback', () => {
  it('records a contact result, logs it, and lists it for everyone above the warning', async () => {
    const { assignmentId } = await createWarning(t.db, { orgId: 'org-d1-s1-c1', state: 'HANDLING' });
    const created = await create(tokens.guard, {
      assignmentId,
      contactResult: 'REACHED',
      content: '已电话联系本人,已提醒',
    });
    expect(created.json()).toMatchObject({ code: 200, success: true });

    const seen = await list(tokens.district, assignmentId);
    expect(seen.json().data).toEqual([
      expect.objectContaining({ contactResult: 'REACHED', content: '已电话联系本人,已提醒', orgName: '湖滨花园社区' }),
    ]);
    const logged = await t.db.select().from(operationLog).where(eq(operationLog.entityId, assignmentId));
    expect(logged.map((entry) => entry.action)).toContain('liaison.feedback');
  });

  it('answers 404 for a warning outside the caller subtree and stores nothing', async () => {
    const { assignmentId } = await createWarning(t.db, { orgId: 'org-d1-s1-c1', state: 'HANDLING' });
    expect(
      (await create(tokens.otherDistrict, { assignmentId, contactResult: 'UNREACHABLE', content: '无法联系' }))
        .statusCode,
    ).toBe(404);
    expect((await list(tokens.otherDistrict, assignmentId)).statusCode).toBe(404);
    const stored = await t.db.select().from(liaisonFeedback).where(eq(liaisonFeedback.assignmentId, assignmentId));
    expect(stored).toEqual([]);
  });

  it('refuses empty content with a 400 naming the field', async () => {
    const { assignmentId } = await createWarning(t.db, { orgId: 'org-d1-s1-c1', state: 'HANDLING' });
    const refused = await create(tokens.guard, { assignmentId, contactResult: 'REACHED', content: '  ' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.field).toBe('content');
  });
});
