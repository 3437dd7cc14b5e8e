import { SYSTEM_ENDPOINTS, urlOf } from '@afp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/test-app.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it.each([urlOf(SYSTEM_ENDPOINTS.health), '/health'])(
    'answers %s with the engine after a database round trip',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        code: 200,
        success: true,
        message: '操作成功',
        data: { status: 'ok', engine: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' },
      });
    },
  );
});
