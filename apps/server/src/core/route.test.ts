import { API_PREFIX, urlOf, type Endpoint } from '@afp/contract';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Principal } from './principal.ts';
import { registerAction } from './route.ts';

const body = z.object({ name: z.string().min(1) });
const answer = z.object({ renamed: z.string() });
const probe: Endpoint<'POST', undefined, typeof body, typeof answer> = {
  method: 'POST',
  prefix: API_PREFIX.default,
  path: '/probe/rename',
  query: undefined,
  body,
  answer,
};

describe('registerAction', () => {
  it("hands the caller and the validated body to one call and answers its result with the action's toast", async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const caller = { id: 'g-1' } as Principal;
    app.addHook('onRequest', async (request) => {
      request.principal = caller;
    });
    const calls: unknown[] = [];
    registerAction(app, probe, { access: ['guard'], message: '已改名' }, async (by, body) => {
      calls.push([by, body]);
      return { renamed: body.name };
    });
    const reply = await app.inject({ method: 'POST', url: urlOf(probe), payload: { name: '张三' } });
    expect(reply.json()).toMatchObject({ code: 200, message: '已改名', data: { renamed: '张三' } });
    expect(calls).toEqual([[caller, { name: '张三' }]]);
    expect((await app.inject({ method: 'POST', url: urlOf(probe), payload: { name: '' } })).statusCode).toBe(400);
    await app.close();
  });
});
