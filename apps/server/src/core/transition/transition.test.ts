import { and, eq, gt, max, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@afp/contract';
import { fakeClock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { createOperationLog, operationLog } from '../../features/operation-log/index.ts';
import { AppError } from '../../http/errors.ts';
import { openTestDatabase } from '../../testing/test-app.ts';
import { defineWorkflow, move, moveAll, updateVersioned } from './index.ts';

// A workflow of its own on a table made here, so the machinery is specified apart from any feature.
const probe = pgTable('transition_probe', {
  id: text('id').primaryKey(),
  batch: text('batch').notNull(),
  state: text('state', { enum: ['OPEN', 'SIGNED', 'CLOSED'] }).notNull(),
  note: text('note'),
  version: integer('version').notNull().default(0),
});
const PROBE_STATES = { OPEN: '待签收', SIGNED: '已签收', CLOSED: '已办结' } as const;

const probeWorkflow = defineWorkflow({
  entityType: 'probe',
  table: probe,
  states: PROBE_STATES,
  actions: {
    sign: { from: ['OPEN'], to: 'SIGNED' },
    close: { from: ['OPEN', 'SIGNED'], to: 'CLOSED' },
  },
  logRemark: 'labelled',
  illegal: (state, action) =>
    new AppError(409, ERROR_CODES.mailInvalidTransition, `${PROBE_STATES[state]}，不能${action}`),
  stale: () => new AppError(409, ERROR_CODES.mailStaleVersion, '已被他人处理'),
});

const staff = { loginType: 'oa', id: 'oa-1', orgId: 'org-1' };
let database: Database;
const db = () => database.db;
const log = () => createOperationLog({ db: db(), clock: fakeClock() });

beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database);
  await db().execute(
    sql`CREATE TABLE transition_probe (id text PRIMARY KEY, batch text NOT NULL, state text NOT NULL, note text, version integer NOT NULL DEFAULT 0)`,
  );
});
afterAll(() => database.close());
let logsAfter = 0;
beforeEach(async () => {
  await db().delete(probe);
  // Audit rows cannot be deleted (core/audit): each test reads only the rows written after it began.
  const [last] = await db()
    .select({ id: max(operationLog.id) })
    .from(operationLog);
  logsAfter = last?.id ?? 0;
  await db()
    .insert(probe)
    .values([
      { id: 'p1', batch: 'b', state: 'OPEN' },
      { id: 'p2', batch: 'b', state: 'SIGNED', version: 3 },
      { id: 'p3', batch: 'b', state: 'CLOSED', version: 1 },
    ]);
});

const rowOf = async (id: string) => (await db().select().from(probe).where(eq(probe.id, id)))[0]!;
const logRows = () =>
  db()
    .select()
    .from(operationLog)
    .where(and(eq(operationLog.entityType, 'probe'), gt(operationLog.id, logsAfter)));
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: AppError) => ({ status: error.status, code: error.errorCode, message: error.message }),
  );

describe('move', () => {
  it('moves a row allowed by the table, counts its version up and answers the moved row', async () => {
    const moved = await db().transaction((tx) =>
      move(tx, probeWorkflow, { id: 'p1', version: 0, state: 'OPEN' }, 'sign', {
        by: staff,
        log: log(),
        patch: { note: '签了' },
      }),
    );
    expect(moved).toMatchObject({ id: 'p1', state: 'SIGNED', version: 1, note: '签了' });
    expect(await rowOf('p1')).toEqual(moved);
  });

  it('writes one log row: actor, organisation, entity, from → to, action and remark', async () => {
    await db().transaction((tx) =>
      move(tx, probeWorkflow, { id: 'p2', version: 3, state: 'SIGNED' }, 'close', {
        by: staff,
        log: log(),
        remark: '处理完毕',
      }),
    );
    expect(await logRows()).toMatchObject([
      {
        actorType: 'oa',
        actorId: 'oa-1',
        orgId: 'org-1',
        action: 'probe.close',
        entityType: 'probe',
        entityId: 'p2',
        fromState: 'SIGNED',
        toState: 'CLOSED',
        remark: '已签收 → 已办结：处理完毕',
      },
    ]);
  });

  it('refuses an action the row state does not allow with the workflow 409, writing nothing', async () => {
    const refused = await refusal(
      db().transaction((tx) =>
        move(tx, probeWorkflow, { id: 'p3', version: 1, state: 'CLOSED' }, 'sign', { by: staff, log: log() }),
      ),
    );
    expect(refused).toEqual({ status: 409, code: ERROR_CODES.mailInvalidTransition, message: '已办结，不能sign' });
    expect(await rowOf('p3')).toMatchObject({ state: 'CLOSED', version: 1 });
    expect(await logRows()).toEqual([]);
  });

  it('refuses a stale version with the workflow 409 stale, writing nothing', async () => {
    const refused = await refusal(
      db().transaction((tx) =>
        move(tx, probeWorkflow, { id: 'p2', version: 3, state: 'SIGNED' }, 'close', {
          by: staff,
          log: log(),
          version: 2,
        }),
      ),
    );
    expect(refused).toEqual({ status: 409, code: ERROR_CODES.mailStaleVersion, message: '已被他人处理' });
    expect(await rowOf('p2')).toMatchObject({ state: 'SIGNED', version: 3 });
    expect(await logRows()).toEqual([]);
  });

  it('answers stale, not illegal, when the row moved on after the caller read it', async () => {
    // Read as OPEN at version 0, but someone closed it meanwhile: the caller's move is stale.
    await db().update(probe).set({ state: 'CLOSED', version: 1 }).where(eq(probe.id, 'p1'));
    const refused = await refusal(
      db().transaction((tx) =>
        move(tx, probeWorkflow, { id: 'p1', version: 0, state: 'OPEN' }, 'sign', { by: staff, log: log() }),
      ),
    );
    expect(refused).toMatchObject({ code: ERROR_CODES.mailStaleVersion });
    expect(await logRows()).toEqual([]);
  });

  it('of two concurrent moves at the same version exactly one wins', async () => {
    const attempt = (action: 'sign' | 'close') =>
      refusal(
        db().transaction((tx) =>
          move(tx, probeWorkflow, { id: 'p1', version: 0, state: 'OPEN' }, action, { by: staff, log: log() }),
        ),
      );
    const outcomes = await Promise.all([attempt('sign'), attempt('close')]);
    expect(outcomes.filter((outcome) => outcome === undefined)).toHaveLength(1);
    expect(await logRows()).toHaveLength(1);
  });
});

describe('moveAll', () => {
  it('moves every matching row the table allows, each logged, and answers them as they were', async () => {
    const moved = await db().transaction((tx) =>
      moveAll(tx, probeWorkflow, eq(probe.batch, 'b'), 'close', { by: staff, log: log(), orgId: 'org-9' }),
    );
    expect(moved.map((row) => [row.id, row.state]).sort()).toEqual([
      ['p1', 'OPEN'],
      ['p2', 'SIGNED'],
    ]);
    expect(await rowOf('p1')).toMatchObject({ state: 'CLOSED', version: 1 });
    expect(await rowOf('p2')).toMatchObject({ state: 'CLOSED', version: 4 });
    expect(await rowOf('p3')).toMatchObject({ state: 'CLOSED', version: 1 });
    const logged = await logRows();
    expect(logged.map((row) => [row.entityId, row.fromState, row.toState, row.orgId, row.remark]).sort()).toEqual([
      ['p1', 'OPEN', 'CLOSED', 'org-9', '待签收 → 已办结'],
      ['p2', 'SIGNED', 'CLOSED', 'org-9', '已签收 → 已办结'],
    ]);
  });
});

// The same table seen by a workflow whose state column is named otherwise (a circle member's `status`).
const probeByStatus = pgTable('transition_probe', {
  id: text('id').primaryKey(),
  status: text('state', { enum: ['OPEN', 'SIGNED', 'CLOSED'] }).notNull(),
  version: integer('version').notNull().default(0),
});
const statusWorkflow = defineWorkflow({
  entityType: 'probe',
  table: probeByStatus,
  stateKey: 'status',
  states: PROBE_STATES,
  actions: { sign: { from: ['OPEN'], to: 'SIGNED' }, close: { from: ['OPEN', 'SIGNED'], to: 'CLOSED' } },
  logRemark: 'keyed',
});

describe('a state column by another name, logged by state keys', () => {
  it('moves by that column and logs `OPEN → SIGNED：remark`, with the default 409 when illegal', async () => {
    const moved = await db().transaction((tx) =>
      move(tx, statusWorkflow, { id: 'p1', version: 0, state: 'OPEN' }, 'sign', {
        by: { loginType: 'guard', id: 'g-1', orgId: null },
        log: log(),
        remark: '本人确认',
      }),
    );
    expect(moved).toMatchObject({ status: 'SIGNED', version: 1 });
    expect(await logRows()).toMatchObject([{ orgId: null, action: 'probe.sign', remark: 'OPEN → SIGNED：本人确认' }]);
    const refused = await refusal(
      db().transaction((tx) =>
        move(tx, statusWorkflow, { id: 'p3', version: 1, state: 'CLOSED' }, 'sign', { by: staff, log: log() }),
      ),
    );
    expect(refused).toMatchObject({ status: 409, code: ERROR_CODES.invalidTransition });
  });
});

describe('updateVersioned', () => {
  it('finds the row by another key column where asked', async () => {
    expect(await updateVersioned(db(), probe, { key: probe.batch, id: 'b', version: 3 }, { note: 'k' })).toMatchObject({
      id: 'p2',
      note: 'k',
      version: 4,
    });
  });

  it('changes a row only at the version seen and counts it up; undefined when stale', async () => {
    expect(await updateVersioned(db(), probe, { id: 'p2', version: 2 }, { note: 'x' })).toBeUndefined();
    expect(await updateVersioned(db(), probe, { id: 'p2', version: 3 }, { note: 'y' })).toMatchObject({
      note: 'y',
      version: 4,
    });
  });
});
