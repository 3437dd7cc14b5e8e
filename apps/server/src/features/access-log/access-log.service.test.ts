import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeClock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { openTestDatabase } from '../../testing/test-app.ts';
import { accessLog, createAccessLog } from './index.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database);
});
afterAll(() => database.close());

describe('recordWholeView', () => {
  it('logs the viewer as actor and organisation, the action and the record seen, at the clock', async () => {
    const clock = fakeClock(new Date('2026-05-01T02:00:00Z'));
    const log = createAccessLog({ db: database.db, clock });
    await log.recordWholeView({ loginType: 'guard', id: 'g-1', orgId: 'org-1' }, 'probe.view_whole', {
      type: 'probe',
      id: 'p-1',
    });
    const rows = await database.db.select().from(accessLog).where(eq(accessLog.subjectId, 'p-1'));
    expect(rows).toEqual([
      expect.objectContaining({
        actorType: 'guard',
        actorId: 'g-1',
        orgId: 'org-1',
        action: 'probe.view_whole',
        subjectType: 'probe',
        subjectId: 'p-1',
        query: null,
        createdAt: clock.now(),
      }),
    ]);
    expect(await log.countSince('g-1', 'probe.view_whole', new Date('2026-05-01T00:00:00Z'))).toBe(1);
  });
});
