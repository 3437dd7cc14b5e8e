import { AUTH_ENDPOINTS, ERROR_CODES, SYSTEM_ENDPOINTS, urlOf } from '@afp/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../app.ts';
import { fakeClock } from '../clock.ts';
import { migrate } from '../db/migrate.ts';
import { createAccountCache, createAccountRepository } from '../features/account/index.ts';
import { createDingTalkProvider } from '../features/identity/index.ts';
import { createHttpSmsSender } from '../features/login/index.ts';
import { createSessionRepository, createSessionService } from '../features/session/index.ts';
import { buildTestApp, openTestDatabase } from '../testing/test-app.ts';
import { registerAccess } from './access.ts';

/** An address nobody listens on: the production wiring is built but never called here. */
const NOWHERE = 'http://127.0.0.1:9';

async function testDatabase() {
  const database = await openTestDatabase();
  onTestFinished(() => database.close());
  await migrate(database);
  return database;
}

describe('access declarations', () => {
  async function bareApp() {
    const { db } = await testDatabase();
    const app = Fastify();
    onTestFinished(() => app.close());
    const clock = fakeClock();
    registerAccess(app, {
      sessions: createSessionService({ repository: createSessionRepository({ db }), clock }),
      accountCache: createAccountCache({ accounts: createAccountRepository({ db }), clock }),
    });
    return app;
  }

  it('refuses a route that does not declare who may call it', async () => {
    const app = await bareApp();
    expect(() => app.get('/proxy/api/undeclared', async () => 'open')).toThrow(
      'Route GET /proxy/api/undeclared declares no access',
    );
  });

  it('refuses to start when a plugin adds an undeclared route', async () => {
    const app = await bareApp();
    const starting = app
      .register(async (child) => {
        child.get('/proxy/api/in-plugin', async () => 'open');
      })
      .ready();
    await expect(starting).rejects.toThrow('Route GET /proxy/api/in-plugin declares no access');
  });

  it('accepts a route that declares its access', async () => {
    const app = await bareApp();
    app.get('/proxy/api/declared', { config: { access: 'public' } }, async () => 'open');
    expect((await app.inject({ method: 'GET', url: '/proxy/api/declared' })).body).toBe('open');
  });
});

describe('error envelope', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
    t.app.get('/proxy/api/test/crash', { config: { access: 'public' } }, async () => {
      throw new Error('select * from secret');
    });
  });
  afterAll(() => t.close());

  it('answers an unexpected error with 500 and a generic Chinese message, never the error or a stack', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/proxy/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 500,
      success: false,
      message: '服务器繁忙，请稍后再试',
      data: { errorCode: ERROR_CODES.internal },
    });
    expect(response.body).not.toMatch(/secret|select|stack|Error/);
  });

  it('answers an unknown route with a 404 envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/proxy/api/no/such/route' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 404,
      success: false,
      message: '接口不存在',
      data: { errorCode: ERROR_CODES.notFound },
    });
  });

  it('answers a body that is not JSON with a 400 envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: urlOf(AUTH_ENDPOINTS.guardSmsCode),
      headers: { 'content-type': 'application/json' },
      payload: '{"phone": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, success: false, data: { errorCode: ERROR_CODES.validation } });
    expect(response.body).not.toMatch(/stack|JSON\.parse|Unexpected/);
  });
});

describe('production mode', () => {
  const providers = () => ({
    identityProvider: createDingTalkProvider({
      appKey: 'key',
      appSecret: 'secret',
      corpId: 'corp',
      agentId: 'agent',
      baseUrl: NOWHERE,
    }),
    smsSender: createHttpSmsSender({ url: NOWHERE }),
  });

  it('refuses to build without a configured workplace app or SMS gateway', async () => {
    const database = await testDatabase();
    const { identityProvider, smsSender } = providers();
    await expect(buildApp({ database, production: true })).rejects.toThrow(/workplace app and SMS gateway/);
    await expect(buildApp({ database, production: true, smsSender })).rejects.toThrow(/workplace app/);
    await expect(buildApp({ database, production: true, identityProvider })).rejects.toThrow(/SMS gateway/);
  });

  it('has no development SMS inbox', async () => {
    const database = await testDatabase();
    const app = await buildApp({ database, production: true, ...providers() });
    onTestFinished(() => app.close());
    const response = await app.inject({
      method: 'GET',
      url: `${urlOf(SYSTEM_ENDPOINTS.devLatestSms)}?phone=13800000002`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404, success: false, message: '接口不存在' });
  });
});
