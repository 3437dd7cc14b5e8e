import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeClock } from '../../clock.ts';
import { createJobs } from '../../core/jobs/index.ts';
import type { WorkItemSource } from '../../core/work-item-source.ts';
import type { Database } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { guardUser, openidBinding, org, workplaceIdentity, workTodo } from '../../db/schema.ts';
import { openTestDatabase } from '../../testing/test-app.ts';
import { unsupportedTodos } from './dingtalk.todo.ts';
import { createWorkTodos } from './work-todos.ts';

const ZW = { provider: 'zwding' as const, appKey: 'zw-key' };
const NOW = new Date('2026-03-02T01:30:00Z');
const silent = { warn: () => {}, info: () => {}, debug: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

let database: Database;
/** Whether the one item of the test source is still open. */
let open = true;

/** One item held by org-c1 while `open`, as a feature's source would list it. */
const source: WorkItemSource = {
  kind: 'test_item',
  label: '测试事项',
  entityType: 'test_entity',
  open: () =>
    sql`select 'item-1' as item_id, 'entity-1' as entity_id, 'org-c1' as org_id, '测试待办' as subject,
      ${NOW.toISOString()}::timestamptz as start_at, ${NOW.toISOString()}::timestamptz + interval '1 day' as due_at,
      '/pages/x' as link where ${open}`,
};

beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database);
  const { db } = database;
  await db
    .insert(org)
    .values({ id: 'org-c1', parentId: null, path: '/org-c1/', name: '花园社区', kind: 'community', level: 4 });
  await db.insert(guardUser).values({ id: 'g-1', name: '卫士', phone: '13700000009', roleType: 1, orgId: 'org-c1' });
  await db
    .insert(workplaceIdentity)
    .values({ id: 'wi-1', ...ZW, vendorUserId: 'zw-1', openid: 'openid-1', name: '卫士', createdAt: NOW });
  await db.insert(openidBinding).values({ openid: 'openid-1', loginType: 'guard', accountId: 'g-1', createdAt: NOW });
});
afterAll(() => database.close());

describe('work to-dos through an app without a to-do API (浙政钉)', () => {
  it("records the holder's to-dos as unsupported, sends nothing, and cancels them when the item closes", async () => {
    const clock = fakeClock(NOW);
    const jobs = createJobs({ database, clock, log: silent });
    const todos = createWorkTodos({
      db: database.db,
      clock,
      log: silent,
      jobs,
      sender: unsupportedTodos(ZW),
      sources: [source],
    });
    const states = async () => (await database.db.select().from(workTodo)).map((row) => [row.vendorUserId, row.state]);

    await todos.sweep.run();
    expect(await states()).toEqual([['zw-1', 'UNSUPPORTED']]);
    // Nothing for the vendor: no job waits.
    expect(await jobs.runDue()).toBe(0);
    await todos.sweep.run();
    expect(await states()).toEqual([['zw-1', 'UNSUPPORTED']]);

    open = false;
    await todos.sync('test_entity', 'entity-1');
    expect(await states()).toEqual([['zw-1', 'CANCELLED']]);
    expect(await jobs.runDue()).toBe(0);
  });
});
