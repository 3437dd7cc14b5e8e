import type { Endpoint } from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app.ts';
import { fakeClock } from '../clock.ts';
import { inputOf, send } from './requests.ts';
import { openEmptyTestDatabase, openSeededTestDatabase } from './test-templates.ts';
import { alignTestWallClock } from './wall-clock.ts';

/**
 * A fresh EMPTY database per call: in-memory PGlite, or a new PostgreSQL database when
 * TEST_DATABASE_URL is set (CI runs the suite both ways).
 */
export const openTestDatabase = openEmptyTestDatabase;

/**
 * The whole app on a fresh, migrated, demo-seeded database (a copy of the run's seeded template),
 * with a movable clock starting where the seed ended, as if the database had been seeded just now.
 */
export async function buildTestApp(overrides: Partial<AppDeps> = {}) {
  const { database, fileStorage, seedEndedAt } = await openSeededTestDatabase();
  const clock = fakeClock(seedEndedAt);
  alignTestWallClock(seedEndedAt);
  const app = await buildApp({ database, clock, fileStorage, loginRateLimit: 1000, ...overrides });
  return {
    app,
    db: database.db,
    clock,
    fileStorage,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Sends one contract endpoint's request as a caller (none: anonymous): a GET's input in the query, a POST's as the body. */
export const sendAs = (
  app: FastifyInstance,
  endpoint: Endpoint,
  token: string | null | undefined,
  input: Record<string, unknown> = {},
) => send(app, endpoint, { as: token, ...inputOf(endpoint, input) });
