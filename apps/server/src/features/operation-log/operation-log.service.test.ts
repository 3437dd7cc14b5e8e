import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeClock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { openTestDatabase } from '../../testing/test-app.ts';
import { changeRemark, createOperationLog, operationLog } from './index.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database);
});
afterAll(() => database.close());

describe('recordChange', () => {
  it('logs the mover as actor and organisation, from → to, and the remark with the reason', async () => {
    const log = createOperationLog({ db: database.db, clock: fakeClock() });
    const before = log.generation();
    await log.recordChange(
      { loginType: 'guard', id: 'g-1', orgId: 'org-1' },
      { action: 'probe.level', entityType: 'probe', entityId: 'p-1', from: 'LOW', to: 'HIGH', remark: '多次被骗' },
    );
    const [row] = await database.db.select().from(operationLog).where(eq(operationLog.entityId, 'p-1'));
    expect(row).toMatchObject({
      actorType: 'guard',
      actorId: 'g-1',
      orgId: 'org-1',
      action: 'probe.level',
      entityType: 'probe',
      fromState: 'LOW',
      toState: 'HIGH',
      remark: 'LOW → HIGH：多次被骗',
    });
    expect(log.generation()).toBe(before + 1);
  });

  it('names a new row 新建 and leaves the reason out when there is none', () => {
    expect(changeRemark({ from: null, to: 'SUBMITTED' })).toBe('新建 → SUBMITTED');
    expect(changeRemark({ from: 'SUBMITTED', to: 'VERIFIED', remark: null })).toBe('SUBMITTED → VERIFIED');
  });
});
